/** /m/home/chat/service: the chat with customer service (id 2), open to every member. */
import { ChatConversation } from './ChatConversation';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';

export default function ChatService() {
  return <ChatConversation partnerId={CUSTOMER_SERVICE_ID} />;
}
