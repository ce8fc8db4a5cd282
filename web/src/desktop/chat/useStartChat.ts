/**
 * Adding a chat from a list on the desktop (docs/product.md section 5): a member without
 * Start_chat_dialog is told to upgrade and sent to the upgrade screen after 1.5 s, except for
 * customer service (id 2); otherwise the floating window with that member opens.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { useAuthorities } from '../../app/authority';
import { desktopPaths } from '../../app/paths';
import { useToast } from '../../app/toast';
import { canStartChat } from '../../features/chat/chatRules';
import { openChatWindow } from '../../features/chat/chatWindows';
import { UPGRADE_REDIRECT_MS } from '../../features/upgrade/upgradeApi';

export function useStartChat(): (memberId: number) => boolean {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const flags = useAuthorities();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  return useCallback(
    (memberId: number) => {
      if (!canStartChat(flags, memberId)) {
        toast.show({ message: t('desk.messaging.chat.upgradeToChat'), tone: 'warning' });
        clearTimeout(redirect.current);
        redirect.current = setTimeout(() => navigate(desktopPaths.upgrade), UPGRADE_REDIRECT_MS);
        return false;
      }
      openChatWindow(memberId);
      return true;
    },
    [flags, toast, t, navigate],
  );
}
