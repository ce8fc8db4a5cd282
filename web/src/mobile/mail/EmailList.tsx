/**
 * /m/home/email/list: the inbox with its unread count, the next page asked for as the member scrolls
 * to its end. Opening an unread mail marks it read (updatestatus) and refreshes the count. A free
 * member (vip 0, or without Read_mails) may read only customer-service mail: any other shows the
 * upgrade notice and goes to upgrade after 1.5 s. An open mail offers "Report or block" on its sender,
 * the mail going with the report.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { Flag, PenLine } from 'lucide-react';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { useRelativeTime } from '../../app/time';
import { Button, Dialog, EmoticonText, LoadMore, MailList, Notice, ReportDialog, SafetyQuestion } from '../../app/ui';
import { Page, Paragraph, Row, Stack } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { upgradeRoute } from '../routes';
import { mailRoute, messagingRoutes } from '../chat/chatRoutes';
import { useInbox } from '../../features/mail/useInbox';
import { useMailPages } from '../../features/mail/useMailPages';
import { useMailReader } from '../../features/mail/useMailReader';
import { useSafetyQuestions } from '../../features/report/useSafetyQuestions';
import { useReportBlock } from '../../features/safety/useReportBlock';

export default function EmailList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const relative = useRelativeTime();
  const { mails, unread, failed, status, more, refresh, mayOpen, markOpened } = useInbox();
  const listRef = useMailPages<HTMLUListElement>(mails, status, more);
  const { reading, entries, dialog, texts, caution } = useMailReader({
    mayOpen,
    markOpened,
    onUpgrade: () => navigate(upgradeRoute),
  });
  const questionFor = useSafetyQuestions('mail');
  const reporting = useReportBlock();
  const question =
    reading &&
    questionFor({ id: reading.eid, senderId: reading.sender_id, flagged: reading.flagged === true, mine: false });

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('mail.inbox')} back={messagingRoutes.message} />
      <Row>
        <Paragraph role="status">{t('mail.unreadCount', { count: unread })}</Paragraph>
        <Button iconStart={<PenLine aria-hidden />} onClick={() => navigate(messagingRoutes.mailSend)}>
          {t('mail.write')}
        </Button>
      </Row>
      <MailList texts={texts} ref={listRef} mails={entries(mails)} failed={failed} onRetry={() => void refresh()} />
      {mails !== null && mails.length > 0 && (
        <LoadMore status={status} onLoadMore={() => void more()} endText={t('mail.noMore')} />
      )}
      <Dialog
        {...dialog}
        footer={
          reading && (
            <>
              {reading.sender_id !== CUSTOMER_SERVICE_ID && (
                <Button
                  variant="ghost"
                  iconStart={<Flag aria-hidden />}
                  onClick={() => {
                    dialog.onClose();
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
              <Button onClick={() => navigate(mailRoute(reading.sendername))} iconStart={<PenLine aria-hidden />}>
                {t('mail.reply')}
              </Button>
            </>
          )
        }
      >
        {reading && (
          <Stack $gap="sm">
            <small>{relative(reading.create_time)}</small>
            <Paragraph>
              <EmoticonText text={reading.msg} />
            </Paragraph>
            {caution && <Notice tone="warning">{caution}</Notice>}
            {question && <SafetyQuestion {...question} />}
          </Stack>
        )}
      </Dialog>
      <ReportDialog {...reporting.dialog} />
    </Page>
  );
}
