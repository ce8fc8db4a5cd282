/**
 * Opening mail on both layouts' inboxes (docs/product.md sections 4, 5): a mail the member may read
 * opens and is marked read; any other shows the upgrade notice and `onUpgrade` follows after 1.5 s.
 * Customer service is named as the chat names it. `entries` gives the design system's MailList the
 * mails as items that open this way, and `texts` the list's words.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { useRelativeTime } from '../../app/time';
import { useToast } from '../../app/toast';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { UPGRADE_REDIRECT_MS } from '../upgrade/upgradeApi';
import { cautionText } from '../chat/firstMessageCaution';
import type { Mail } from './mailApi';
import { useMailTexts } from './mailTexts';

export function useMailReader({
  mayOpen,
  markOpened,
  onUpgrade,
}: {
  mayOpen: (mail: Mail) => boolean;
  markOpened: (mail: Mail) => Promise<unknown>;
  onUpgrade: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const relative = useRelativeTime();
  const texts = useMailTexts().list;
  const [reading, setReading] = useState<Mail | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const senderName = (mail: Mail) => (mail.sender_id === CUSTOMER_SERVICE_ID ? t('chat.serviceName') : mail.sendername);

  const open = (mail: Mail) => {
    if (!mayOpen(mail)) {
      toast.show({ message: t('mail.upgradeToRead'), tone: 'warning' });
      clearTimeout(redirect.current);
      redirect.current = setTimeout(onUpgrade, UPGRADE_REDIRECT_MS);
      return;
    }
    setReading(mail);
    void markOpened(mail);
  };

  const entries = (mails: Mail[] | null) =>
    mails?.map((mail) => ({
      mailId: mail.eid,
      name: senderName(mail),
      message: mail.msg,
      unread: mail.type === 0,
      locked: mail.locked,
      time: relative(mail.create_time),
      onOpen: () => open(mail),
    })) ?? null;

  const close = () => setReading(null);
  /** The open mail's dialog: open while reading, titled with its sender. */
  const dialog = {
    open: reading !== null,
    onClose: close,
    title: reading ? t('mail.from', { name: senderName(reading) }) : '',
  };

  /** The warning under a first mail with a pattern, in the reader's language (as in chat). */
  const caution = reading ? cautionText(reading, false, i18n.language) : null;

  return { reading, open, close, senderName, entries, dialog, texts, caution };
}
