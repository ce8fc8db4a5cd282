/**
 * The desktop top menu on every /w page: tabs, chat badge, notices, profile menu and the language
 * switch (same `lang` key as /m). Visitors get sign in / sign up instead of the tabs.
 */
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../app/i18n/react';
import { signOut } from '../app/auth';
import { desktopPaths } from '../app/paths';
import { switchLanguage } from './texts';
import { useSession } from '../app/session';
import type { Notice } from '../app/startup';
import { TopMenu, resolveLocale, type Locale, type TopMenuTab, type VipLevel } from '../app/ui';

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
  const user =
    session && session.status !== 2
      ? { name: session.username, avatar: session.avatar || null, vip: session.vip as VipLevel }
      : null;
  return (
    <TopMenu
      user={user}
      active={tabOf(location.pathname)}
      chatUnread={chatUnread}
      notices={notices.map((notice) => ({
        id: notice.id,
        type: notice.type === 'gift' ? 'gift' : 'report',
        status: notice.status === 1 ? 1 : 0,
        giver: notice.gift,
        content: notice.content,
      }))}
      locale={resolveLocale(i18n.language)}
      onLocaleChange={(locale: Locale) => void switchLanguage(i18n, locale)}
      onNavigate={(href: string, event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        navigate(href);
      }}
      onNoticeOpen={onNoticeOpen}
      onSignOut={() => void signOut().then(() => navigate(desktopPaths.login, { replace: true }))}
      onSignIn={() => navigate(desktopPaths.login)}
      onSignUp={() => navigate(desktopPaths.register)}
    />
  );
}
