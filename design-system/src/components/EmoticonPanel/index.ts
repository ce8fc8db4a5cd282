export { EmoticonPanel } from './EmoticonPanel';
export type { EmoticonPanelProps } from './EmoticonPanel';
