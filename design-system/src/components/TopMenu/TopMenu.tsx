import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { Bell, ChevronDown, Gift, Heart, LogOut, Mail, Settings, ShieldCheck, User, UserPen } from 'lucide-react';
import { Avatar, type VipLevel } from '../Avatar';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Menu, type MenuItem } from '../Menu';
import { LanguageSwitch } from '../LanguageSwitch';
import {
  Actions,
  BellWrap,
  Bone,
  Brand,
  BrandMark,
  Header,
  HiddenText,
  Inner,
  Nav,
  NavLink,
  NavList,
  Pending,
} from './TopMenu.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import type { Locale } from '../../i18n/locales';

export type TopMenuTab = 'home' | 'member' | 'chat' | 'recharge' | 'upgrade' | 'store';

/** Desktop routes of the tabs (docs/product.md section 2). */
export const topMenuRoutes: Record<TopMenuTab, string> = {
  home: '/w/home/index',
  member: '/w/home/member',
  chat: '/w/home/chat',
  recharge: '/w/home/pay',
  upgrade: '/w/home/upgrade',
  store: '/w/home/store',
};

export interface TopMenuNotice {
  /** Notice id. */
  id: number;
  /** gift (someone sent a gift) or report (a report was handled). */
  type: 'gift' | 'report';
  /** 0 unread, 1 read. */
  status: 0 | 1;
  /** Sender name of a gift. */
  giver?: string;
  /** Extra text. */
  content?: string;
}

/** An unread mail previewed in the notices dropdown. */
export interface TopMenuMail {
  /** Mail id (eid). */
  id: number;
  /** Sender's username. */
  sender: string;
  /** The start of the text. */
  preview?: string;
  /** 0 unread, 1 read. */
  status: 0 | 1;
}

export interface TopMenuUser {
  name: string;
  avatar?: string | null;
  vip: VipLevel;
}

export type TopMenuProps = ComponentPropsWithoutRef<'header'> & {
  /** The section on screen. */
  active?: TopMenuTab;
  /** Signed-in member; null shows sign in / sign up. */
  user: TopMenuUser | null;
  /** Unread chats; the chat tab shows a badge capped at 99+. */
  chatUnread?: number;
  /** Unread notices for the dropdown (the first three are listed). */
  notices?: TopMenuNotice[];
  /** Current language. */
  locale: Locale;
  /** Language chosen in the switch. */
  onLocaleChange: (locale: Locale) => void;
  /** Client-side navigation for tab links; call `event.preventDefault()` to route. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** A notice was opened (mark it read). */
  onNoticeOpen?: (id: number) => void;
  /** Unread mails for the dropdown (the first three are listed above the notices). */
  mails?: TopMenuMail[];
  /** A mail preview was opened (mark it read). */
  onMailOpen?: (id: number) => void;
  /** The notices page; adds an "All notices" entry at the end of the dropdown. */
  noticesHref?: string;
  /** Sign out chosen in the profile menu. */
  onSignOut?: () => void;
  /** Sign in / sign up buttons (signed out). */
  onSignIn?: () => void;
  onSignUp?: () => void;
  /** The session is still loading: placeholders stand in for the tabs and menus (a busy status). */
  loading?: boolean;
};

/** Mail previews, then notices (a line between), then the link to all of them (a line above). */
function noticeItems(mails: MenuItem[], notices: MenuItem[], all: MenuItem | null): MenuItem[] {
  const items = [...mails];
  notices.forEach((notice, index) =>
    items.push(index === 0 && mails.length > 0 ? { ...notice, separatorBefore: true } : notice),
  );
  if (all) items.push({ ...all, separatorBefore: items.length > 0 });
  return items;
}

const tabOrder: TopMenuTab[] = ['home', 'member', 'chat', 'recharge', 'upgrade', 'store'];
const tabKey = {
  home: 'nav.index',
  member: 'nav.member',
  chat: 'nav.chat',
  recharge: 'nav.recharge',
  upgrade: 'nav.upgrade',
  store: 'nav.store',
} as const;

/** Desktop header: brand, section tabs, notices, profile menu and language switch. */
export const TopMenu = forwardRef<HTMLElement, TopMenuProps>(function TopMenu(
  {
    active,
    user,
    chatUnread = 0,
    notices = [],
    locale,
    onLocaleChange,
    onNavigate,
    onNoticeOpen,
    mails = [],
    onMailOpen,
    noticesHref,
    onSignOut,
    onSignIn,
    onSignUp,
    loading = false,
    ...rest
  },
  ref,
) {
  const { t } = useLocale();
  const unreadNotices = notices.filter((notice) => notice.status === 0);
  const unreadMails = mails.filter((mail) => mail.status === 0);
  const unread = unreadNotices.length + unreadMails.length;
  const link = (href: string) => ({
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => onNavigate?.(href, event),
  });
  return (
    <Header ref={ref} {...rest}>
      <Inner>
        <Brand {...link(topMenuRoutes.home)} aria-label="Kindred">
          <BrandMark aria-hidden="true">
            <Heart />
          </BrandMark>
          <span aria-hidden="true">Kindred</span>
        </Brand>
        {loading && (
          <Pending role="status">
            <HiddenText>{t('common.loading')}</HiddenText>
            {['56px', '72px', '56px', '64px', '64px', '48px'].map((width, index) => (
              <Bone key={index} $width={width} aria-hidden="true" />
            ))}
          </Pending>
        )}
        {user && !loading && (
          <Nav aria-label={t('nav.main')}>
            <NavList>
              {tabOrder.map((tab) => (
                <li key={tab}>
                  <NavLink {...link(topMenuRoutes[tab])} aria-current={active === tab ? 'page' : undefined}>
                    {t(tabKey[tab])}
                    {tab === 'chat' && <Badge count={chatUnread} />}
                  </NavLink>
                </li>
              ))}
            </NavList>
          </Nav>
        )}
        <Actions style={user || loading ? undefined : { marginInlineStart: 'auto' }}>
          <LanguageSwitch value={locale} onValueChange={onLocaleChange} />
          {loading ? (
            <Bone $width="32px" $round aria-hidden="true" />
          ) : user ? (
            <>
              <Menu
                align="end"
                label={unread > 0 ? `${t('menu.notices')}, ${t('badge.unread', { count: unread })}` : t('menu.notices')}
                header={t('menu.notices')}
                emptyText={t('menu.noNotices')}
                trigger={
                  <BellWrap>
                    <Bell aria-hidden />
                    <Badge count={unread} dot aria-hidden="true" />
                  </BellWrap>
                }
                items={noticeItems(
                  unreadMails.slice(0, 3).map((mail) => ({
                    id: `mail-${mail.id}`,
                    icon: <Mail aria-hidden />,
                    label: t('menu.mailFrom', { name: mail.sender }),
                    description: mail.preview,
                    onSelect: () => onMailOpen?.(mail.id),
                  })),
                  unreadNotices.slice(0, 3).map((notice) => ({
                    id: String(notice.id),
                    icon: notice.type === 'gift' ? <Gift aria-hidden /> : <ShieldCheck aria-hidden />,
                    label:
                      notice.type === 'gift'
                        ? t('menu.noticeGift', { name: notice.giver ?? '' })
                        : t('menu.noticeReport'),
                    description: notice.content,
                    onSelect: () => onNoticeOpen?.(notice.id),
                  })),
                  noticesHref
                    ? {
                        id: 'all',
                        label: t('menu.allNotices'),
                        icon: <Bell aria-hidden />,
                        href: noticesHref,
                        onFollow: (event) => onNavigate?.(noticesHref, event),
                      }
                    : null,
                )}
              />
              <Menu
                align="end"
                label={t('menu.account', { name: user.name })}
                trigger={
                  <>
                    <Avatar
                      src={user.avatar}
                      name={user.name}
                      vip={user.vip}
                      size="sm"
                      aria-hidden="true"
                      role={undefined}
                    />
                    <ChevronDown aria-hidden />
                  </>
                }
                items={[
                  {
                    id: 'profile',
                    label: t('menu.profile'),
                    icon: <User aria-hidden />,
                    href: '/w/home/user/index',
                    onFollow: (event) => onNavigate?.('/w/home/user/index', event),
                  },
                  {
                    id: 'edit',
                    label: t('menu.edit'),
                    icon: <UserPen aria-hidden />,
                    href: '/w/home/user/edit',
                    onFollow: (event) => onNavigate?.('/w/home/user/edit', event),
                  },
                  {
                    id: 'general',
                    label: t('menu.general'),
                    icon: <Settings aria-hidden />,
                    href: '/w/home/user/general',
                    onFollow: (event) => onNavigate?.('/w/home/user/general', event),
                  },
                  {
                    id: 'notification',
                    label: t('menu.mailNotification'),
                    icon: <Mail aria-hidden />,
                    href: '/w/home/user/notification',
                    onFollow: (event) => onNavigate?.('/w/home/user/notification', event),
                  },
                  {
                    id: 'safety',
                    label: t('menu.safety'),
                    icon: <ShieldCheck aria-hidden />,
                    href: '/w/home/safety',
                    onFollow: (event) => onNavigate?.('/w/home/safety', event),
                  },
                  {
                    id: 'signout',
                    label: t('menu.signOut'),
                    icon: <LogOut aria-hidden />,
                    danger: true,
                    separatorBefore: true,
                    onSelect: onSignOut,
                  },
                ]}
              />
            </>
          ) : (
            <>
              <Button variant="ghost" size="sm" onClick={onSignIn}>
                {t('menu.signIn')}
              </Button>
              <Button size="sm" onClick={onSignUp}>
                {t('menu.signUp')}
              </Button>
            </>
          )}
        </Actions>
      </Inner>
    </Header>
  );
});
