export { ForgotPasswordForm } from './ForgotPasswordForm';
export type { ForgotPasswordFormProps, ForgotPasswordFormTexts } from './ForgotPasswordForm';
