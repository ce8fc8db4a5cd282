export { ChatWindow } from './ChatWindow';
export type { ChatWindowProps, ChatWindowState, ChatPartner } from './ChatWindow';
