export { GiftPicker } from './GiftPicker';
export type { GiftPickerProps, GiftCategory } from './GiftPicker';
