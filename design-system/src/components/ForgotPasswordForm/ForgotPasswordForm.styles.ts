export { FormStack as ForgotPasswordFormRoot } from '../../forms/formStack';
