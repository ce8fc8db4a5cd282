export { ProfileFacts } from './ProfileFacts';
export type { ProfileFactsProps, ProfileFactsTexts } from './ProfileFacts';
