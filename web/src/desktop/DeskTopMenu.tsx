/**
 * The desktop top menu on every /w page: tabs, chat badge, notices, profile menu and the language
 * switch (same `lang` key as /m). Visitors get sign in / sign up instead of the tabs.
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../app/i18n/react';
import { signOut } from '../app/auth';
import { desktopPaths } from '../app/paths';
import { switchLanguage } from './texts';
import { useSession } from '../app/session';
import { loadMails, useStartup, type Mail, type Notice } from '../app/startup';
import { useToast } from '../app/toast';
import { markRead } from '../features/mail/mailApi';
import { giverOf, listedNotice } from '../features/notice/noticeApi';
import { UPGRADE_REDIRECT_MS } from '../features/upgrade/upgradeApi';
import { TopMenu, resolveLocale, type Locale, type TopMenuTab, type VipLevel } from '../app/ui';

/**
 * Opening a mail preview of the notices dropdown marks it read (the unread counter follows) and goes
 * to the mail page; a mail a free member may not read (locked) gets the upgrade notice instead and
 * the upgrade screen after 1.5 s.
 */
function useOpenMail(): (mail: Mail) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  return (mail: Mail) => {
    if (mail.locked) {
      toast.show({ message: t('desk.mail.locked'), tone: 'warning' });
      clearTimeout(redirect.current);
      redirect.current = setTimeout(() => navigate(desktopPaths.upgrade), UPGRADE_REDIRECT_MS);
      return;
    }
    void markRead(mail.eid).then(async (ok) => {
      if (ok) await loadMails();
      navigate(desktopPaths.message);
    });
  };
}

/** The tab of a /w/home path. */
export function tabOf(pathname: string): TopMenuTab | undefined {
  const section = pathname.replace(/^\/w\/home\/?/, '').split('/')[0];
  if (section === 'index' || section === '') return 'home';
  if (section === 'member') return 'member';
  if (section === 'chat') return 'chat';
  if (section === 'pay') return 'recharge';
  if (section === 'upgrade') return 'upgrade';
  if (section === 'store') return 'store';
  return undefined;
}

export function DeskTopMenu({
  chatUnread = 0,
  notices = [],
  onNoticeOpen,
}: {
  chatUnread?: number;
  notices?: Notice[];
  onNoticeOpen?: (id: number) => void;
}) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const { mails } = useStartup();
  const openMail = useOpenMail();
  const user =
    session && session.status !== 2
      ? { name: session.username, avatar: session.avatar || null, vip: session.vip as VipLevel }
      : null;
  return (
    <TopMenu
      user={user}
      active={tabOf(location.pathname)}
      chatUnread={chatUnread}
      notices={notices
        .filter((notice) => listedNotice(notice.type))
        .map((notice) => ({
          id: notice.id,
          type: notice.type === 'gift' ? 'gift' : 'report',
          status: notice.status === 1 ? 1 : 0,
          giver: notice.type === 'gift' ? giverOf(notice.content) : undefined,
          content: notice.content,
        }))}
      locale={resolveLocale(i18n.language)}
      onLocaleChange={(locale: Locale) => void switchLanguage(i18n, locale)}
      onNavigate={(href: string, event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        navigate(href);
      }}
      onNoticeOpen={onNoticeOpen}
      mails={mails.map((mail) => ({
        id: mail.eid,
        sender: mail.sendername,
        preview: mail.locked ? undefined : mail.msg.slice(0, 40),
        status: mail.type === 1 ? 1 : 0,
      }))}
      onMailOpen={(id: number) => {
        const mail = mails.find((m) => m.eid === id);
        if (mail) openMail(mail);
      }}
      noticesHref={desktopPaths.notices}
      onSignOut={() => void signOut().then(() => navigate(desktopPaths.login, { replace: true }))}
      onSignIn={() => navigate(desktopPaths.login)}
      onSignUp={() => navigate(desktopPaths.register)}
    />
  );
}
