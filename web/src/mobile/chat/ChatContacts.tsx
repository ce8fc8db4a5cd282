/**
 * The chat contacts of the live connection as the design system's list: search box, unread badges,
 * swipe to delete (opt 5), the next page of chats as the member scrolls. Opening a contact goes to its chat.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { chat, useChatState } from '../../app/chat';
import { ChatList } from '../../app/ui';
import { listContacts } from '../../features/chat/listContacts';
import { useContactPages } from '../../features/chat/useContactPages';
import { chatRoute } from './chatRoutes';

export function ChatContacts({ exclude }: { exclude?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { contacts } = useChatState();
  const pages = useContactPages<HTMLElement>();
  const shown = listContacts(contacts, t('chat.picturePreview'), exclude);
  return (
    <ChatList
      ref={pages}
      contacts={shown}
      onOpen={(contact) => navigate(chatRoute(contact.id))}
      onDelete={(contact) => {
        chat.deleteChat(contact.id);
      }}
    />
  );
}
