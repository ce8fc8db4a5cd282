/**
 * /m/home/email/list: the inbox with its unread count, the next page asked for as the member scrolls
 * to its end. Opening an unread mail marks it read (updatestatus) and refreshes the count. A free
 * member (vip 0, or without Read_mails) may read only customer-service mail: any other shows the
 * upgrade notice and goes to upgrade after 1.5 s.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { Lock, Mail as MailIcon, PenLine } from 'lucide-react';
import { useRelativeTime } from '../../app/time';
import { useToast } from '../../app/toast';
import { Badge, Button, Dialog, EmoticonText, EmptyState, LoadMore } from '../../app/ui';
import { Page, Paragraph, Row, ScreenHeader, Stack } from '../layout';
import { UPGRADE_REDIRECT_MS, upgradeRoute } from '../routes';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { mailRoute, messagingRoutes } from '../chat/chatRoutes';
import type { Mail } from '../../features/mail/mailApi';
import { useInbox } from '../../features/mail/useInbox';
import { useMailPages } from '../../features/mail/useMailPages';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Entry = styled.button<{ $unread: boolean }>`
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  text-align: start;
  border: 0;
  cursor: pointer;
  font: inherit;
  color: ${({ theme }) => theme.color.text.primary};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
  font-weight: ${({ $unread, theme }) => ($unread ? theme.text.bodyStrong.weight : 'inherit')};
`;

const Preview = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.secondary};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export default function EmailList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const relative = useRelativeTime();
  const { mails, unread, failed, status, more, refresh, mayOpen, markOpened } = useInbox();
  const listRef = useMailPages<HTMLUListElement>(mails, status, more);
  const [open, setOpen] = useState<Mail | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const read = (mail: Mail) => {
    if (!mayOpen(mail)) {
      toast.show({ message: t('mail.upgradeToRead'), tone: 'warning' });
      clearTimeout(redirect.current);
      redirect.current = setTimeout(() => navigate(upgradeRoute), UPGRADE_REDIRECT_MS);
      return;
    }
    setOpen(mail);
    void markOpened(mail);
  };

  return (
    <Page $withTabBar>
      <ScreenHeader title={t('mail.inbox')} back={messagingRoutes.message} />
      <Row>
        <Paragraph role="status">{t('mail.unreadCount', { count: unread })}</Paragraph>
        <Button iconStart={<PenLine aria-hidden />} onClick={() => navigate(messagingRoutes.mailSend)}>
          {t('mail.write')}
        </Button>
      </Row>
      {failed && mails === null && (
        <EmptyState
          title={t('mail.loadFailed')}
          action={<Button onClick={() => void refresh()}>{t('mail.retry')}</Button>}
        />
      )}
      {mails !== null && mails.length === 0 && <EmptyState icon={<MailIcon />} title={t('mail.empty')} />}
      {mails !== null && mails.length > 0 && (
        <List ref={listRef} aria-label={t('mail.inbox')}>
          {mails.map((mail) => {
            const name = mail.sender_id === CUSTOMER_SERVICE_ID ? t('chat.serviceName') : mail.sendername;
            return (
              <li key={mail.eid}>
                <Entry
                  type="button"
                  $unread={mail.type === 0}
                  onClick={() => read(mail)}
                  aria-label={t(mail.type === 0 ? 'mail.openUnread' : 'mail.open', { name })}
                >
                  <Row>
                    <span>{name}</span>
                    <Stack $gap="xs" style={{ alignItems: 'flex-end' }}>
                      <small>{relative(mail.create_time)}</small>
                      {mail.type === 0 && <Badge dot count={1} label={t('mail.unread')} />}
                    </Stack>
                  </Row>
                  <Preview>
                    {mail.locked ? (
                      <>
                        <Lock aria-hidden size={14} /> {t('mail.locked')}
                      </>
                    ) : (
                      <EmoticonText text={mail.msg} />
                    )}
                  </Preview>
                </Entry>
              </li>
            );
          })}
        </List>
      )}
      {mails !== null && mails.length > 0 && (
        <LoadMore status={status} onLoadMore={() => void more()} endText={t('mail.noMore')} />
      )}
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={
          open
            ? t('mail.from', { name: open.sender_id === CUSTOMER_SERVICE_ID ? t('chat.serviceName') : open.sendername })
            : ''
        }
        footer={
          open && (
            <Button onClick={() => navigate(mailRoute(open.sendername))} iconStart={<PenLine aria-hidden />}>
              {t('mail.reply')}
            </Button>
          )
        }
      >
        {open && (
          <Stack $gap="sm">
            <small>{relative(open.create_time)}</small>
            <Paragraph>
              <EmoticonText text={open.msg} />
            </Paragraph>
          </Stack>
        )}
      </Dialog>
    </Page>
  );
}
