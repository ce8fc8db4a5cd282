export { ChatBubble } from './ChatBubble';
export type { ChatBubbleProps, ChatMessage } from './ChatBubble';
