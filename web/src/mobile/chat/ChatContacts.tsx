/**
 * The chat contacts of the live connection as the design system's list: search box, unread badges,
 * swipe to delete (opt 5). Opening a contact goes to its chat.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { chat, useChatState } from '../../app/chat';
import type { ChatContact } from '../../app/socket';
import { ChatList, type ChatListContact, type VipLevel } from '../../app/ui';
import { CUSTOMER_SERVICE_ID, chatRoute } from './chatRoutes';

/** A live-connection contact in the list's shape; pictures preview as `pictureLabel`. */
export function toListContact(contact: ChatContact, pictureLabel: string): ChatListContact {
  return {
    id: contact.uid,
    username: contact.username,
    avatar: contact.avatar || null,
    vip: (Number(contact.vip) as VipLevel) || 0,
    is_online: Number(contact.is_online) === 1 ? 1 : 0,
    count: contact.count,
    content: contact.type === 'img' ? pictureLabel : contact.content,
    create_time: contact.create_time,
    service: contact.uid === CUSTOMER_SERVICE_ID,
  };
}

export function ChatContacts({ exclude }: { exclude?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { contacts } = useChatState();
  const shown = contacts
    .filter((c) => c.uid !== exclude && c.show !== 0)
    .map((c) => toListContact(c, t('chat.picturePreview')));
  return (
    <ChatList
      contacts={shown}
      onOpen={(contact) => navigate(chatRoute(contact.id))}
      onDelete={(contact) => {
        chat.deleteChat(contact.id);
      }}
    />
  );
}
