export { ProfileFactsForm } from './ProfileFactsForm';
export type {
  ProfileFactsFormProps,
  ProfileFactsValues,
  ProfileFactsErrors,
  ProfileFactsFormTexts,
} from './ProfileFactsForm';
export type { ProfileFactsFormLayout } from './ProfileFactsForm.styles';
