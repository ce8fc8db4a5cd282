export { Table } from './Table';
export type { TableProps, TableColumn, RowKey } from './Table';
