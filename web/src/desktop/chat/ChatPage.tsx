/**
 * /w/home/chat, the full-page chat: the contacts on the left (search, unread counts, newest first),
 * the chosen conversation on the right; the next page of chats loads as the list scrolls. `?id=` opens that member (the profile's "send message"); a
 * member without Start_chat_dialog who is not already in a chat with them is sent to upgrade.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { MessageCircle } from 'lucide-react';
import { useAuthorities } from '../../app/authority';
import { useChatState } from '../../app/chat';
import { ChatList, EmptyState, ScreenHeader } from '../../app/ui';
import { canStartChat } from '../../features/chat/chatRules';
import { listContacts } from '../../features/chat/listContacts';
import { useContactPages } from '../../features/chat/useContactPages';
import { Content } from '../layout';
import { ConversationPane } from './ConversationPane';
import { useStartChat } from './useStartChat';

const Split = styled.div`
  display: grid;
  grid-template-columns: 320px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  height: calc(100vh - 220px);
  min-height: 420px;
  > * {
    min-height: 0;
    border-radius: ${({ theme }) => theme.radius.card};
    box-shadow: ${({ theme }) => theme.elevation.raised};
    overflow: hidden;
  }
`;

export default function ChatPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { contacts } = useChatState();
  const flags = useAuthorities();
  const startChat = useStartChat();
  const pages = useContactPages<HTMLElement>();
  const id = Number(params.get('id')) || 0;
  const known = contacts.some((c) => c.uid === id);
  const allowed = id > 0 && (known || canStartChat(flags, id));

  useEffect(() => {
    // The upgrade notice and redirect of a chat this member may not start.
    if (id > 0 && !allowed) startChat(id);
  }, [id, allowed, startChat]);

  return (
    <Content>
      <ScreenHeader size="heading" title={t('desk.messaging.chat.heading')} />
      <Split>
        <ChatList
          ref={pages}
          contacts={listContacts(contacts, t('chat.picturePreview'))}
          activeId={allowed ? id : undefined}
          onOpen={(contact) => setParams({ id: String(contact.id) })}
        />
        {allowed ? (
          <ConversationPane
            key={id}
            partnerId={id}
            state="expanded"
            layout="page"
            onStateChange={(state) => state === 'closed' && setParams({})}
          />
        ) : (
          <EmptyState icon={<MessageCircle />} title={t('desk.messaging.chat.pick')} />
        )}
      </Split>
    </Content>
  );
}
