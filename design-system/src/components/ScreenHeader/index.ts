export { ScreenHeader } from './ScreenHeader';
export type { ScreenHeaderProps } from './ScreenHeader';
export type { ScreenHeaderSize } from './ScreenHeader.styles';
