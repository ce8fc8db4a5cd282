export { MemberListItem } from './MemberListItem';
export type { MemberListItemProps } from './MemberListItem';
export { GenderAge } from './GenderAge';
