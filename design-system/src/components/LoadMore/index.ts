export { LoadMore } from './LoadMore';
export type { LoadMoreProps, LoadMoreStatus } from './LoadMore';
