export { BirthdayPicker } from './BirthdayPicker';
export type { BirthdayPickerProps } from './BirthdayPicker';
export { daysInMonth, isLeapYear } from './calendar';
