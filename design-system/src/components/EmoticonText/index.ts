export { EmoticonText } from './EmoticonText';
export type { EmoticonTextProps } from './EmoticonText';
