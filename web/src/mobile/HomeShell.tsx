/**
 * The signed-in shell under /m/home: the screen, the bottom tab bar with the unread badge, the live
 * connection and its notices, and the end of a hosted payment the member comes back from. An account under review (status 2) sees only the pending notice and a
 * sign-out link.
 */
import { useEffect, type MouseEvent } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../app/i18n/react';
import { refreshUserInfo } from '../app/authority';
import { signOut } from '../app/auth';
import { chat, startChat, useChatState } from '../app/chat';
import { usePageTitle } from '../app/guards';
import { serverMessage } from '../app/i18n';
import { useSession } from '../app/session';
import { loadStartup } from '../app/startup';
import { afterFirstScreen } from '../app/idle';
import { useToast } from '../app/toast';
import { BottomTabBar, PendingApprovalNotice, bottomTabRoutes, type BottomTab } from '../app/ui';
import { usePendingOrder } from '../features/payment/usePendingOrder';
import { UPGRADE_REDIRECT_MS, upgradeRoute } from './routes';
import { Page } from './layout';
import { mobilePaths } from '../app/paths';

/** The tab of a /m/home path. */
export function tabOf(pathname: string): BottomTab {
  const rest = pathname.toLowerCase().replace(/^\/m\/home\/?/, '');
  if (rest.startsWith('trend')) return 'newsfeed';
  if (rest.startsWith('message') || rest.startsWith('chat') || rest.startsWith('email')) return 'message';
  if (rest.startsWith('my') || rest.startsWith('invest') || rest.startsWith('upgrade') || rest.startsWith('gift'))
    return 'mine';
  return 'index';
}

function PendingShell() {
  const navigate = useNavigate();
  usePageTitle('title.pending');
  return (
    <Page>
      <PendingApprovalNotice
        signOutHref={mobilePaths.login}
        onSignOut={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          void signOut().then(() => navigate(mobilePaths.login, { replace: true }));
        }}
      />
    </Page>
  );
}

function MemberShell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { total } = useChatState();
  usePendingOrder();

  const onChat = tabOf(location.pathname) === 'message';
  useEffect(() => {
    // The chat screens show the live connection's contacts: it opens with them.
    if (onChat) startChat();
  }, [onChat]);
  useEffect(
    // docs/product.md section 7: gift list, live connection, mail list, notices and mine gifts, once
    // the first screen is drawn with its data (the unread badge follows when they answer).
    () => afterFirstScreen(() => void loadStartup(startChat)),
    [],
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = chat.onEvent((event) => {
      if (event.type === 'message' && event.incoming && !event.viewing) {
        const contact = chat.getState().contacts.find((c) => c.uid === event.contact);
        toast.show({ message: t('shell.newMessage', { name: contact?.username ?? '' }), tone: 'info' });
      } else if (event.type === 'notAllowed') {
        toast.show({
          message: serverMessage(event.msg, 'error.no_permission', i18n),
          tone: 'warning',
          action: { label: t('shell.upgrade'), onClick: () => navigate(upgradeRoute) },
        });
      } else if (event.type === 'upgrade') {
        toast.show({ message: serverMessage(event.msg, 'error.upgrade_required', i18n), tone: 'warning' });
        clearTimeout(timer);
        timer = setTimeout(() => navigate(upgradeRoute), UPGRADE_REDIRECT_MS);
      }
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [toast, t, i18n, navigate]);

  return (
    <>
      <Outlet />
      <BottomTabBar
        active={tabOf(location.pathname)}
        unread={total}
        onNavigate={(tab: BottomTab, event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          navigate(bottomTabRoutes[tab]);
        }}
      />
    </>
  );
}

export default function HomeShell() {
  const session = useSession();
  useEffect(
    // docs/product.md section 4: the authority flags follow every userinfo refresh (the stored ones
    // guard the first screen meanwhile).
    () => afterFirstScreen(() => void refreshUserInfo()),
    [],
  );
  if (!session) return null;
  return session.status === 2 ? <PendingShell /> : <MemberShell />;
}
