/**
 * /w/home/message, mail on the desktop: the unread counter, the new-mail dialog, a search box and the
 * inbox, the next page asked for as the member scrolls to its end (search looks through the mails
 * loaded so far). Opening a mail shows it in a dialog and marks it read (the counter follows); a member
 * without Read_mails may open only customer-service mail and is sent to upgrade after 1.5 s. An open
 * mail offers "Report or block" on its sender, the mail going with the report.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { Flag, PenLine } from 'lucide-react';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { desktopPaths } from '../../app/paths';
import { useRelativeTime } from '../../app/time';
import {
  Button,
  Dialog,
  EmoticonText,
  LoadMore,
  MailList,
  Notice,
  ReportDialog,
  SafetyQuestion,
  ScreenHeader,
  TextField,
} from '../../app/ui';
import { searchMails, useInbox } from '../../features/mail/useInbox';
import { useMailPages } from '../../features/mail/useMailPages';
import { useMailReader } from '../../features/mail/useMailReader';
import { useSafetyQuestions } from '../../features/report/useSafetyQuestions';
import { useReportBlock } from '../../features/safety/useReportBlock';
import { Card, Content, Paragraph, Spread } from '../layout';
import { NewMailDialog } from './NewMailDialog';

export default function MailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const relative = useRelativeTime();
  const { mails, unread, failed, status, more, refresh, mayOpen, markOpened } = useInbox();
  const { reading, close, entries, dialog, texts, caution } = useMailReader({
    mayOpen,
    markOpened,
    onUpgrade: () => navigate(desktopPaths.upgrade),
  });
  const questionFor = useSafetyQuestions('mail');
  const reporting = useReportBlock();
  const question =
    reading &&
    questionFor({ id: reading.eid, senderId: reading.sender_id, flagged: reading.flagged === true, mine: false });
  const [query, setQuery] = useState('');
  const [writing, setWriting] = useState<{ to: string } | null>(null);

  const shown = useMemo(() => (mails ? searchMails(mails, query) : null), [mails, query]);
  const listRef = useMailPages<HTMLUListElement>(shown, status, more);

  return (
    <Content>
      <ScreenHeader
        size="heading"
        title={t('desk.messaging.mail.heading')}
        actions={
          <Button iconStart={<PenLine aria-hidden />} onClick={() => setWriting({ to: '' })}>
            {t('desk.messaging.mail.newMail')}
          </Button>
        }
      />
      <Card>
        <Spread>
          <Paragraph role="status">{mails !== null && t('mail.unreadCount', { count: unread })}</Paragraph>
          <TextField type="search" label={t('desk.messaging.mail.search')} value={query} onValueChange={setQuery} />
        </Spread>
        <MailList
          texts={texts}
          ref={listRef}
          mails={entries(shown)}
          failed={failed}
          onRetry={() => void refresh()}
          emptyTitle={query.trim() ? t('desk.messaging.mail.noResults') : undefined}
        />
        {mails !== null && mails.length > 0 && (
          <LoadMore status={status} onLoadMore={() => void more()} endText={t('mail.noMore')} />
        )}
      </Card>
      <Dialog
        {...dialog}
        footer={
          reading && (
            <>
              <Button variant="ghost" onClick={close}>
                {t('desk.messaging.mail.close')}
              </Button>
              {reading.sender_id !== CUSTOMER_SERVICE_ID && (
                <Button
                  variant="ghost"
                  iconStart={<Flag aria-hidden />}
                  onClick={() => {
                    close();
                    reporting.open({
                      id: reading.sender_id,
                      name: reading.sendername,
                      evidence: { kind: 'mail', messageId: reading.eid },
                    });
                  }}
                >
                  {reporting.label}
                </Button>
              )}
              <Button
                onClick={() => {
                  setWriting({ to: reading.sendername });
                  close();
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
            {caution && <Notice tone="warning">{caution}</Notice>}
            {question && <SafetyQuestion {...question} />}
            <small>{relative(reading.create_time)}</small>
          </>
        )}
      </Dialog>
      <ReportDialog {...reporting.dialog} />
      <NewMailDialog
        open={writing !== null}
        to={writing?.to}
        onClose={() => setWriting(null)}
        onSent={() => setWriting(null)}
      />
    </Content>
  );
}
