export { ProfileCompleteness } from './ProfileCompleteness';
export type { ProfileCompletenessProps, ProfileCompletenessTexts, MissingProfilePart } from './ProfileCompleteness';
