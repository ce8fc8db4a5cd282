export { TextField, characterCount } from './TextField';
export type { TextFieldProps } from './TextField';
