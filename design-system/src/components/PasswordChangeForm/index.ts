export { PasswordChangeForm } from './PasswordChangeForm';
export type { PasswordChangeField, PasswordChangeFormProps, PasswordChangeFormTexts } from './PasswordChangeForm';
