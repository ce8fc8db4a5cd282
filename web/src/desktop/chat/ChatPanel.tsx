/**
 * The collapsible chat list panel (300 px wide, its list 540 px high): the contacts with their unread
 * counts and a search box (the next page of chats as the list scrolls), the count of chats, the customer-service window for everyone, and the
 * switch that asks the browser for desktop notifications. Opening a contact opens its window.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { Bell, ChevronDown, ChevronUp, Headset } from 'lucide-react';
import { useChatState } from '../../app/chat';
import { Badge, Button, ChatList } from '../../app/ui';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { openChatWindow } from '../../features/chat/chatWindows';
import { listContacts } from '../../features/chat/listContacts';
import { useContactPages } from '../../features/chat/useContactPages';
import { askNotificationPermission, notificationPermission } from './notify';

const Panel = styled.section`
  width: ${({ theme }) => theme.layout.chatWindowWidth};
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius.card} ${({ theme }) => theme.radius.card} 0 0;
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.dialog};
  overflow: hidden;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.text.bodyStrong.weight};
  cursor: pointer;
  color: ${({ theme }) => theme.color.text.onBrand};
  background: ${({ theme }) => theme.color.brand.gradient};
  span {
    flex: 1;
    text-align: start;
  }
`;

const Body = styled.div`
  height: ${({ theme }) => theme.layout.chatListHeight};
  display: flex;
  flex-direction: column;
  min-height: 0;
  > section {
    flex: 1;
    min-height: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export function ChatPanel() {
  const { t } = useTranslation();
  const { contacts, total } = useChatState();
  const [open, setOpen] = useState(false);
  const [permission, setPermission] = useState(notificationPermission);
  const pages = useContactPages<HTMLElement>();
  const shown = listContacts(contacts, t('chat.picturePreview'));
  return (
    <Panel aria-label={t('desk.messaging.chat.panel')}>
      <Toggle type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span>{t('desk.messaging.chat.toggle', { count: shown.length })}</span>
        <Badge count={total} max={99} />
        {open ? <ChevronDown aria-hidden size={18} /> : <ChevronUp aria-hidden size={18} />}
      </Toggle>
      {open && (
        <Body>
          <ChatList ref={pages} contacts={shown} onOpen={(contact) => openChatWindow(contact.id)} />
          <Actions>
            <Button
              variant="secondary"
              size="sm"
              iconStart={<Headset aria-hidden size={16} />}
              onClick={() => openChatWindow(CUSTOMER_SERVICE_ID)}
            >
              {t('desk.messaging.chat.service')}
            </Button>
            {permission === 'default' && (
              <Button
                variant="ghost"
                size="sm"
                iconStart={<Bell aria-hidden size={16} />}
                onClick={() => void askNotificationPermission().then(setPermission)}
              >
                {t('desk.messaging.chat.notifyOn')}
              </Button>
            )}
          </Actions>
        </Body>
      )}
    </Panel>
  );
}
