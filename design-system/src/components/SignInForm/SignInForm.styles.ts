export { FormStack as SignInFormRoot, FormRow as RememberRow } from '../../forms/formStack';
