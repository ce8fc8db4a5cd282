/** /m/home/chat/list: every chat, newest first, with search, unread counts and swipe to delete. */
import { useTranslation } from '../../app/i18n/react';
import { Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { ChatContacts } from './ChatContacts';
import { messagingRoutes } from './chatRoutes';

export default function ChatListScreen() {
  const { t } = useTranslation();
  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('chat.title')} back={messagingRoutes.message} />
      <ChatContacts />
    </Page>
  );
}
