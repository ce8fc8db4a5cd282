/**
 * /w/home/message, mail on the desktop: the unread counter, the new-mail dialog, a search box and the
 * inbox, the next page asked for as the member scrolls to its end (search looks through the mails
 * loaded so far). Opening a mail shows it in a dialog and marks it read (the counter follows); a member
 * without Read_mails may open only customer-service mail and is sent to upgrade after 1.5 s.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { Lock, Mail as MailIcon, PenLine } from 'lucide-react';
import { desktopPaths } from '../../app/paths';
import { useRelativeTime } from '../../app/time';
import { useToast } from '../../app/toast';
import { Badge, Button, Dialog, EmoticonText, EmptyState, LoadMore, TextField } from '../../app/ui';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import type { Mail } from '../../features/mail/mailApi';
import { searchMails, useInbox } from '../../features/mail/useInbox';
import { useMailPages } from '../../features/mail/useMailPages';
import { UPGRADE_REDIRECT_MS } from '../../features/upgrade/upgradeApi';
import { Card, Content, Heading, List, Paragraph, Spread } from '../layout';
import { NewMailDialog } from './NewMailDialog';

const Entry = styled.button<{ $unread: boolean }>`
  width: 100%;
  display: grid;
  grid-template-columns: 180px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  text-align: start;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: none;
  cursor: pointer;
  font: inherit;
  color: ${({ theme }) => theme.color.text.primary};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-weight: ${({ $unread, theme }) => ($unread ? theme.text.bodyStrong.weight : 'inherit')};
  &:hover {
    background: ${({ theme }) => theme.color.background.hover};
  }
`;

const Preview = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.color.text.secondary};
`;

export default function MailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const relative = useRelativeTime();
  const { mails, unread, failed, status, more, refresh, mayOpen, markOpened } = useInbox();
  const [query, setQuery] = useState('');
  const [writing, setWriting] = useState<{ to: string } | null>(null);
  const [reading, setReading] = useState<Mail | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const nameOf = (mail: Mail) => (mail.sender_id === CUSTOMER_SERVICE_ID ? t('chat.serviceName') : mail.sendername);

  const read = (mail: Mail) => {
    if (!mayOpen(mail)) {
      toast.show({ message: t('mail.upgradeToRead'), tone: 'warning' });
      clearTimeout(redirect.current);
      redirect.current = setTimeout(() => navigate(desktopPaths.upgrade), UPGRADE_REDIRECT_MS);
      return;
    }
    setReading(mail);
    void markOpened(mail);
  };

  const shown = useMemo(() => (mails ? searchMails(mails, query) : null), [mails, query]);
  const listRef = useMailPages<HTMLUListElement>(shown, status, more);

  return (
    <Content>
      <Spread>
        <Heading>{t('desk.messaging.mail.heading')}</Heading>
        <Button iconStart={<PenLine aria-hidden />} onClick={() => setWriting({ to: '' })}>
          {t('desk.messaging.mail.newMail')}
        </Button>
      </Spread>
      <Card>
        <Spread>
          <Paragraph role="status">{mails !== null && t('mail.unreadCount', { count: unread })}</Paragraph>
          <TextField type="search" label={t('desk.messaging.mail.search')} value={query} onValueChange={setQuery} />
        </Spread>
        {failed && mails === null && (
          <EmptyState
            title={t('mail.loadFailed')}
            action={<Button onClick={() => void refresh()}>{t('mail.retry')}</Button>}
          />
        )}
        {shown !== null && shown.length === 0 && (
          <EmptyState icon={<MailIcon />} title={query.trim() ? t('desk.messaging.mail.noResults') : t('mail.empty')} />
        )}
        {shown !== null && shown.length > 0 && (
          <List ref={listRef} aria-label={t('mail.inbox')}>
            {shown.map((mail) => {
              const name = nameOf(mail);
              return (
                <li key={mail.eid}>
                  <Entry
                    type="button"
                    $unread={mail.type === 0}
                    onClick={() => read(mail)}
                    aria-label={t(mail.type === 0 ? 'mail.openUnread' : 'mail.open', { name })}
                  >
                    <span>{name}</span>
                    <Preview>
                      {mail.locked ? (
                        <>
                          <Lock aria-hidden size={14} /> {t('mail.locked')}
                        </>
                      ) : (
                        <EmoticonText text={mail.msg} />
                      )}
                    </Preview>
                    <span>
                      {mail.type === 0 && <Badge dot count={1} label={t('mail.unread')} />}{' '}
                      <small>{relative(mail.create_time)}</small>
                    </span>
                  </Entry>
                </li>
              );
            })}
          </List>
        )}
        {mails !== null && mails.length > 0 && (
          <LoadMore status={status} onLoadMore={() => void more()} endText={t('mail.noMore')} />
        )}
      </Card>
      <Dialog
        open={reading !== null}
        onClose={() => setReading(null)}
        title={reading ? t('mail.from', { name: nameOf(reading) }) : ''}
        footer={
          reading && (
            <>
              <Button variant="ghost" onClick={() => setReading(null)}>
                {t('desk.messaging.mail.close')}
              </Button>
              <Button
                onClick={() => {
                  setWriting({ to: reading.sendername });
                  setReading(null);
                }}
              >
                {t('mail.reply')}
              </Button>
            </>
          )
        }
      >
        {reading && (
          <>
            <Paragraph>
              <EmoticonText text={reading.msg} />
            </Paragraph>
            <small>{relative(reading.create_time)}</small>
          </>
        )}
      </Dialog>
      <NewMailDialog
        open={writing !== null}
        to={writing?.to}
        onClose={() => setWriting(null)}
        onSent={() => setWriting(null)}
      />
    </Content>
  );
}
