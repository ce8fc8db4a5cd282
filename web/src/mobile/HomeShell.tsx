/**
 * The signed-in shell under /m/home: the screen, the bottom tab bar with the unread badge, the live
 * connection and its notices, and the end of a hosted payment the member comes back from. An account under review (status 2) sees only the pending notice and a
 * sign-out link.
 */
import { type MouseEvent } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useChatState } from '../app/chat';
import { usePageTitle } from '../app/guards';
import { useSession } from '../app/session';
import { useSignOutLink, useUserInfoRefresh } from '../app/shell';
import { BottomTabBar, PendingApprovalNotice, bottomTabRoutes, type BottomTab } from '../app/ui';
import { useMemberShell } from '../features/chat/useMemberShell';
import { upgradeRoute } from './routes';
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
  usePageTitle('title.pending');
  const onSignOut = useSignOutLink(mobilePaths.login);
  return (
    <Page>
      <PendingApprovalNotice signOutHref={mobilePaths.login} onSignOut={onSignOut} />
    </Page>
  );
}

function MemberShell() {
  const navigate = useNavigate();
  const location = useLocation();
  const { total } = useChatState();
  useMemberShell({ onChat: tabOf(location.pathname) === 'message', toUpgrade: () => navigate(upgradeRoute) });

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
  useUserInfoRefresh();
  if (!session) return null;
  return session.status === 2 ? <PendingShell /> : <MemberShell />;
}
