/**
 * /m/home/message: tabs chat (the chat list) and customer (chat and mail with customer service),
 * with the mail inbox and its unread count one tap away.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { Mail, MessageCircle } from 'lucide-react';
import { loadInbox } from '../../features/mail/mailApi';
import { useServiceAccount, type ServiceAccount } from '../../features/chat/serviceAccount';
import { useChatState } from '../../app/chat';
import { Avatar, Badge, Button, Tabs } from '../../app/ui';
import { Page, Paragraph, Row, Stack } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { ChatContacts } from './ChatContacts';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { mailRoute, messagingRoutes } from './chatRoutes';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

function CustomerService({ account }: { account: ServiceAccount | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { contacts } = useChatState();
  const contact = contacts.find((c) => c.uid === CUSTOMER_SERVICE_ID);
  return (
    <Card aria-label={t('message.customer')}>
      <Row>
        <Avatar src={account?.avatar || null} name={t('chat.serviceName')} online={contact?.is_online === 1} />
        <Stack $gap="xs" style={{ flex: 1 }}>
          <strong>{t('chat.serviceName')}</strong>
          <Paragraph>{t('message.serviceHint')}</Paragraph>
        </Stack>
        <Badge count={contact?.count ?? 0} />
      </Row>
      <Button fullWidth iconStart={<MessageCircle aria-hidden />} onClick={() => navigate(messagingRoutes.chatService)}>
        {t('message.chatService')}
      </Button>
      {account && (
        <Button
          fullWidth
          variant="secondary"
          iconStart={<Mail aria-hidden />}
          onClick={() => navigate(mailRoute(account.username))}
        >
          {t('message.mailService')}
        </Button>
      )}
    </Card>
  );
}

export default function MessageScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState('chat');
  const [unreadMail, setUnreadMail] = useState(0);
  const service = useServiceAccount();

  useEffect(() => {
    let live = true;
    void loadInbox().then((inbox) => {
      if (live && inbox) setUnreadMail(inbox.unread);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('message.title')} />
      <Row>
        <Button variant="secondary" iconStart={<Mail aria-hidden />} onClick={() => navigate(messagingRoutes.mailList)}>
          {t('message.inbox')}
        </Button>
        <Badge count={unreadMail} label={t('message.unreadMail', { count: unreadMail })} />
      </Row>
      <Tabs
        label={t('message.tabs')}
        stretch
        value={tab}
        onValueChange={setTab}
        items={[
          { id: 'chat', label: t('message.chat'), content: <ChatContacts exclude={CUSTOMER_SERVICE_ID} /> },
          { id: 'customer', label: t('message.customer'), content: <CustomerService account={service} /> },
        ]}
      />
    </Page>
  );
}
