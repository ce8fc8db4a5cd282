export { FormStack as PasswordChangeFormRoot } from '../../forms/formStack';
export { ButtonLine } from '../../forms/panel';
