export { HoverCard } from './HoverCard';
export type { HoverCardProps } from './HoverCard';
