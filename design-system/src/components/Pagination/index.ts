export { Pagination, pageItems } from './Pagination';
export type { PaginationProps, PaginationTexts, PageItem } from './Pagination';
