/**
 * The signed-in desktop shell under /w/home: the top menu with the chat badge and the notices, the
 * screen, the live connection (opened once per tab, as on /m) and its notifications, and the end of
 * a hosted payment the member comes back from. An account under review (status 2) sees only the
 * approval notice and a sign-out link.
 */
import { Suspense, lazy } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useChatState } from '../app/chat';
import { usePageTitle } from '../app/guards';
import { desktopPaths } from '../app/paths';
import { useSession } from '../app/session';
import { useStartup } from '../app/startup';
import { useAfterFirstScreen } from '../app/idle';
import { useSignOutLink, useUserInfoRefresh } from '../app/shell';
import { PendingApprovalNotice } from '../app/ui';
import { openNotice } from '../features/notice/noticeApi';
import { openChatWindow } from '../features/chat/chatWindows';
import { useMemberShell } from '../features/chat/useMemberShell';
import { showBrowserNotification } from './chat/notify';
import { DeskTopMenu } from './DeskTopMenu';
import { SendGiftProvider } from './gift/SendGiftOverlay';
import { Content } from './layout';

const FloatingChat = lazy(() => import('./chat/FloatingChat'));

function PendingShell() {
  usePageTitle('title.pending');
  const onSignOut = useSignOutLink(desktopPaths.login);
  return (
    <Content>
      <PendingApprovalNotice signOutHref={desktopPaths.login} onSignOut={onSignOut} />
    </Content>
  );
}

function MemberShell() {
  const navigate = useNavigate();
  const { total } = useChatState();
  const { notices } = useStartup();
  // The chat dock, like the start-up lists, comes once the first screen is drawn.
  const idle = useAfterFirstScreen();
  useMemberShell({
    onChat: /^\/w\/home\/chat(\/|$)/i.test(useLocation().pathname),
    toUpgrade: () => navigate(desktopPaths.upgrade),
    announce: (message, preview, contact) => showBrowserNotification(message, preview, () => openChatWindow(contact)),
  });

  return (
    <SendGiftProvider>
      <DeskTopMenu chatUnread={total} notices={notices} onNoticeOpen={(id) => void openNotice(id)} />
      <Outlet />
      {idle && (
        <Suspense fallback={null}>
          <FloatingChat />
        </Suspense>
      )}
    </SendGiftProvider>
  );
}

export default function DeskShell() {
  const session = useSession();
  useUserInfoRefresh();
  if (!session) return null;
  return session.status === 2 ? <PendingShell /> : <MemberShell />;
}
