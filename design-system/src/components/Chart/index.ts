export { Chart } from './Chart';
export type { ChartProps, ChartPoint, ChartKind } from './Chart';
