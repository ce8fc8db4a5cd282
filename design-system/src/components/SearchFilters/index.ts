export { SearchFilters } from './SearchFilters';
export type { SearchFiltersProps, SearchFilterValues, SearchFiltersTexts } from './SearchFilters';
export type { SearchFiltersLayout } from './SearchFilters.styles';
