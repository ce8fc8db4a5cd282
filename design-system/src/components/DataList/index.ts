export { DataList } from './DataList';
export type { DataListProps, DataListItem } from './DataList';
