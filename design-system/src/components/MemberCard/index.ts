export { MemberCard } from './MemberCard';
export type { MemberCardProps } from './MemberCard';
