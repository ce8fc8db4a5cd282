export { RegistrationForm } from './RegistrationForm';
export type {
  InvitationField,
  RegistrationField,
  RegistrationFormProps,
  RegistrationFormTexts,
  RegistrationValues,
} from './RegistrationForm';
