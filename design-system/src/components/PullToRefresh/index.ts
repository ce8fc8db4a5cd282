export { PullToRefresh } from './PullToRefresh';
export type { PullToRefreshProps, PullState } from './PullToRefresh';
