/**
 * The signed-in desktop shell under /w/home: the top menu with the chat badge and the notices, the
 * screen, the live connection (opened once per tab, as on /m) and its notifications, and the end of
 * a hosted payment the member comes back from. An account under review (status 2) sees only the
 * approval notice and a sign-out link.
 */
import { Suspense, lazy, useEffect, type MouseEvent } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../app/i18n/react';
import { refreshUserInfo } from '../app/authority';
import { signOut } from '../app/auth';
import { chat, startChat, useChatState } from '../app/chat';
import { usePageTitle } from '../app/guards';
import { serverMessage } from '../app/i18n';
import { desktopPaths } from '../app/paths';
import { useSession } from '../app/session';
import { loadStartup, useStartup } from '../app/startup';
import { afterFirstScreen, useAfterFirstScreen } from '../app/idle';
import { useToast } from '../app/toast';
import { PendingApprovalNotice } from '../app/ui';
import { openNotice } from '../features/notice/noticeApi';
import { usePendingOrder } from '../features/payment/usePendingOrder';
import { UPGRADE_REDIRECT_MS } from '../features/upgrade/upgradeApi';
import { openChatWindow } from '../features/chat/chatWindows';
import { showBrowserNotification } from './chat/notify';
import { DeskTopMenu } from './DeskTopMenu';
import { SendGiftProvider } from './gift/SendGiftOverlay';
import { Content } from './layout';

const FloatingChat = lazy(() => import('./chat/FloatingChat'));

function PendingShell() {
  const navigate = useNavigate();
  usePageTitle('title.pending');
  return (
    <Content>
      <PendingApprovalNotice
        signOutHref={desktopPaths.login}
        onSignOut={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          void signOut().then(() => navigate(desktopPaths.login, { replace: true }));
        }}
      />
    </Content>
  );
}

function MemberShell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { total } = useChatState();
  const { notices } = useStartup();
  usePendingOrder();

  // The chat dock, like the start-up lists, comes once the first screen is drawn.
  const idle = useAfterFirstScreen();
  const onChat = /^\/w\/home\/chat(\/|$)/i.test(useLocation().pathname);
  useEffect(() => {
    // The full-page chat shows the live connection's contacts: it opens with them.
    if (onChat) startChat();
  }, [onChat]);
  useEffect(
    // Gift list, live connection, mail list, notices and received gifts, once per signed-in tab.
    () => afterFirstScreen(() => void loadStartup(startChat)),
    [],
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = chat.onEvent((event) => {
      if (event.type === 'message' && event.incoming && !event.viewing) {
        const contact = chat.getState().contacts.find((c) => c.uid === event.contact);
        const message = t('shell.newMessage', { name: contact?.username ?? '' });
        const preview = event.message.type === 'img' ? t('chat.picturePreview') : event.message.content;
        if (!showBrowserNotification(message, preview, () => openChatWindow(event.contact)))
          toast.show({ message, tone: 'info' });
      } else if (event.type === 'notAllowed') {
        toast.show({
          message: serverMessage(event.msg, 'error.no_permission', i18n),
          tone: 'warning',
          action: { label: t('shell.upgrade'), onClick: () => navigate(desktopPaths.upgrade) },
        });
      } else if (event.type === 'upgrade') {
        toast.show({ message: serverMessage(event.msg, 'error.upgrade_required', i18n), tone: 'warning' });
        clearTimeout(timer);
        timer = setTimeout(() => navigate(desktopPaths.upgrade), UPGRADE_REDIRECT_MS);
      }
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [toast, t, i18n, navigate]);

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
  useEffect(
    // The authority flags follow every userinfo refresh (the stored ones guard the first screen meanwhile).
    () => afterFirstScreen(() => void refreshUserInfo()),
    [],
  );
  if (!session) return null;
  return session.status === 2 ? <PendingShell /> : <MemberShell />;
}
