export { GiftPicker, categoryName } from './GiftPicker';
export type { GiftPickerProps, GiftCategory, GiftRecipientField, GiftPickerTexts } from './GiftPicker';
