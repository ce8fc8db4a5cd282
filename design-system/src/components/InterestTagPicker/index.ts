export { InterestTagPicker } from './InterestTagPicker';
export type { InterestTagPickerProps, FreeTagsField } from './InterestTagPicker';
export { interestLabel } from './interestLabel';
