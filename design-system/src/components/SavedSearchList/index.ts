export { SavedSearchList } from './SavedSearchList';
export type {
  SavedSearchItem,
  SavedSearchListProps,
  SavedSearchListTexts,
  SavedSearchProblem,
} from './SavedSearchList';
