export { TrendItem } from './TrendItem';
export type { TrendItemProps, Trend } from './TrendItem';
