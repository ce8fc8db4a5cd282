export { FormStack as RegistrationFormRoot } from '../../forms/formStack';
