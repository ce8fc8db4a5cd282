export { EmailChangeForm } from './EmailChangeForm';
export type { EmailChangeFormProps, EmailChangeFormTexts } from './EmailChangeForm';
