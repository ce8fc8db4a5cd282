/**
 * What both signed-in shells (/m/home and /w/home) do around the screen: the live connection opens
 * with the chat screens, the start-up lists (gift list, live connection, mail list, notices and
 * received gifts, docs/product.md section 7) load once the first screen is drawn, a hosted payment
 * the member comes back from is followed to its end, and the live connection's events become toasts:
 * a new message, a refused chat (with the upgrade action) and a used-up free chat, which also leads
 * to the upgrade screen after UPGRADE_REDIRECT_MS.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { chat, startChat } from '../../app/chat';
import { serverMessage } from '../../app/i18n';
import { afterFirstScreen } from '../../app/idle';
import { loadStartup } from '../../app/startup';
import { useToast } from '../../app/toast';
import { usePendingOrder } from '../payment/usePendingOrder';
import { UPGRADE_REDIRECT_MS } from '../upgrade/upgradeApi';

export interface MemberShellOptions {
  /** A chat screen is shown: the live connection opens with it (its contacts are on that screen). */
  onChat: boolean;
  /** Opens the upgrade screen. */
  toUpgrade: () => void;
  /**
   * Announces a new message elsewhere than in a toast (the desktop's browser notification); true
   * when it did, otherwise the toast says it.
   */
  announce?: (message: string, preview: string, contact: number) => boolean;
}

export function useMemberShell({ onChat, toUpgrade, announce }: MemberShellOptions): void {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  usePendingOrder();
  const latest = useRef({ toUpgrade, announce });
  latest.current = { toUpgrade, announce };

  useEffect(() => {
    if (onChat) startChat();
  }, [onChat]);
  useEffect(() => afterFirstScreen(() => void loadStartup(startChat)), []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const upgrade = () => latest.current.toUpgrade();
    const off = chat.onEvent((event) => {
      if (event.type === 'message' && event.incoming && !event.viewing) {
        const contact = chat.getState().contacts.find((c) => c.uid === event.contact);
        const message = t('shell.newMessage', { name: contact?.username ?? '' });
        const preview = event.message.type === 'img' ? t('chat.picturePreview') : event.message.content;
        if (!latest.current.announce?.(message, preview, event.contact)) toast.show({ message, tone: 'info' });
      } else if (event.type === 'notAllowed') {
        toast.show({
          message: serverMessage(event.msg, 'error.no_permission', i18n),
          tone: 'warning',
          action: { label: t('shell.upgrade'), onClick: upgrade },
        });
      } else if (event.type === 'upgrade') {
        toast.show({ message: serverMessage(event.msg, 'error.upgrade_required', i18n), tone: 'warning' });
        clearTimeout(timer);
        timer = setTimeout(upgrade, UPGRADE_REDIRECT_MS);
      }
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [toast, t, i18n]);
}
