export { PrivilegeList } from './PrivilegeList';
export type { PrivilegeListProps, PrivilegeListTexts } from './PrivilegeList';
