/**
 * /w/home/notice: every notice of the member (docs/product.md section 3): a gift received (with the
 * giver) or a report handled. Opening an unread one marks it read (/member/index/upnotice) and the
 * top menu's dropdown follows.
 */
import { useTranslation } from '../../app/i18n/react';
import { Gift, ShieldCheck } from 'lucide-react';
import { useToast } from '../../app/toast';
import { Button, EmptyState, formatRelativeTime, resolveLocale, ScreenHeader } from '../../app/ui';
import { useStartup, type Notice } from '../../app/startup';
import { giverOf, listedNotice, openNotice } from '../../features/notice/noticeApi';
import { Card, Content, List, Paragraph, Spread, Subheading } from '../layout';

function NoticeRow({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const unread = notice.status === 0;
  const title =
    notice.type === 'gift' ? t('desk.notices.gift', { name: giverOf(notice.content) }) : t('desk.notices.report');
  const open = async () => {
    if (await openNotice(notice.id)) toast.show({ message: t('desk.notices.opened'), tone: 'success' });
    else toast.show({ message: t('error.internal'), tone: 'danger' });
  };
  return (
    <li>
      <Card as="article" aria-label={title}>
        <Spread>
          <Subheading as="h3">
            {notice.type === 'gift' ? <Gift aria-hidden size="1em" /> : <ShieldCheck aria-hidden size="1em" />} {title}
          </Subheading>
          <Paragraph>{t(unread ? 'desk.notices.unread' : 'desk.notices.read')}</Paragraph>
        </Spread>
        {notice.content && <Paragraph>{notice.content}</Paragraph>}
        {notice.create_time > 0 && (
          <Paragraph>{formatRelativeTime(notice.create_time, Date.now(), resolveLocale(i18n.language))}</Paragraph>
        )}
        {unread && (
          <Button variant="secondary" size="sm" onClick={() => void open()}>
            {t('desk.notices.open')}
          </Button>
        )}
      </Card>
    </li>
  );
}

export default function NoticesPage() {
  const { t } = useTranslation();
  const { notices, loaded } = useStartup();
  return (
    <Content>
      <ScreenHeader size="heading" title={t('desk.notices.heading')} />
      {loaded.notices && notices.length === 0 ? (
        <EmptyState title={t('desk.notices.none')} />
      ) : (
        <List aria-label={t('desk.notices.heading')}>
          {notices
            .filter((notice) => listedNotice(notice.type))
            .map((notice) => (
              <NoticeRow key={notice.id} notice={notice} />
            ))}
        </List>
      )}
    </Content>
  );
}
