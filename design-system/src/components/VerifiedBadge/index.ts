export { VerifiedBadge } from './VerifiedBadge';
export type { VerifiedBadgeProps } from './VerifiedBadge';
export type { VerifiedBadgeSize } from './VerifiedBadge.styles';
