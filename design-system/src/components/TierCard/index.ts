export { TierCard } from './TierCard';
export type { TierCardProps, TierCardTexts } from './TierCard';
