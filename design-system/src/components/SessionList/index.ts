export { SessionList } from './SessionList';
export type { SessionListProps, SessionListTexts, SignedInSession } from './SessionList';
