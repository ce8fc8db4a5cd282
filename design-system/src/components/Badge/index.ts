export { Badge, badgeText } from './Badge';
export type { BadgeProps } from './Badge';
