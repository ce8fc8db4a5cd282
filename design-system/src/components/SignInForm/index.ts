export { SignInForm } from './SignInForm';
export type { SignInFormProps, SignInFormTexts } from './SignInForm';
