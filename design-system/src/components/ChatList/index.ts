export { ChatList } from './ChatList';
export type { ChatListProps, ChatContact } from './ChatList';
