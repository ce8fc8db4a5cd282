/**
 * /m/home/chat/index: the chat with the current partner, named by `?id=` (reload-safe) or, without
 * it, the chat selected on the live connection; with neither it goes back to the chat list.
 */
import { Navigate, useSearchParams } from 'react-router-dom';
import { chat } from '../../app/chat';
import { ChatConversation } from './ChatConversation';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { messagingRoutes } from './chatRoutes';

export default function ChatIndex() {
  const [params] = useSearchParams();
  const partnerId = Number(params.get('id')) || chat.getState().current || 0;
  if (partnerId <= 0) return <Navigate to={messagingRoutes.chatList} replace />;
  if (partnerId === CUSTOMER_SERVICE_ID) return <Navigate to={messagingRoutes.chatService} replace />;
  return <ChatConversation key={partnerId} partnerId={partnerId} />;
}
