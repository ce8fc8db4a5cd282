/**
 * Writing a mail, shared by /m/home/email/send and the desktop's new-mail dialog (docs/product.md
 * section 4): a recipient (username) and 1-50 characters; writing needs Start_mail_dialog, except to
 * customer service (otherwise a notice with the way to upgrade); -1/-2: the user does not exist; a new
 * account past its hourly allowance of new contacts is told to wait (docs/safety.md). A retry of the
 * same mail carries the same idempotency key. Returns the design system's MailCompose
 * props and `reset` to start a new mail.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { useAuthorities } from '../../app/authority';
import { useSendAttempt } from '../../app/attempt';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import type { MailComposeErrors } from '../../app/ui';
import { checkMessage } from '../../app/validation';
import { FIRST_MESSAGE_LIMIT, firstMessageLimitText } from '../chat/firstMessageCaution';
import { useServiceAccount } from '../chat/serviceAccount';
import { sendMail } from './mailApi';
import { useMailTexts } from './mailTexts';
import { useSafetyTexts } from '../report/safetyTexts';

export interface MailComposeOptions {
  /** The recipient to start with. */
  to?: string;
  /** Opens the upgrade screen (the notice's action when writing needs a membership). */
  onUpgrade: () => void;
  onSent: () => void;
}

export function useMailCompose({ to = '', onUpgrade, onSent }: MailComposeOptions) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const texts = useMailTexts().compose;
  const safety = useSafetyTexts();
  const { Start_mail_dialog: canStart } = useAuthorities();
  const serviceName = useServiceAccount()?.username ?? null;
  const attempt = useSendAttempt();
  const [recipient, setRecipient] = useState(to);
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<MailComposeErrors>({});
  const [sending, setSending] = useState(false);

  const reset = useCallback((next: string) => {
    setRecipient(next);
    setContent('');
    setErrors({});
  }, []);

  const submit = async (confirm = false) => {
    const name = recipient.trim();
    const problem = checkMessage(content);
    const found = {
      recipient: name ? undefined : t('mail.recipientRequired'),
      content: problem ? t(problem) : undefined,
    };
    setErrors(found);
    if (found.recipient || found.content) return;
    const toService = serviceName !== null && name.toLowerCase() === serviceName.toLowerCase();
    if (!canStart && !toService) {
      toast.show({
        message: t('mail.upgradeToWrite'),
        tone: 'warning',
        action: { label: t('chat.upgrade'), onClick: onUpgrade },
      });
      return;
    }
    setSending(true);
    const text = content.trim();
    const outcome = await sendMail(name, text, attempt.keyFor([name, text]), confirm);
    setSending(false);
    if (outcome.ok) {
      attempt.succeeded();
      toast.show({ message: t('mail.sent'), tone: 'success' });
      onSent();
      return;
    }
    if (outcome.reason === 'wording_check') {
      // "Are you sure?": the member may change the text, or send it as it is.
      toast.show({
        message: safety.areYouSure,
        tone: 'warning',
        action: { label: safety.sendAnyway, onClick: () => void submit(true) },
      });
      return;
    }
    if (outcome.reason === 'user_not_found') setErrors({ recipient: t('mail.userNotFound') });
    else if (outcome.msg === FIRST_MESSAGE_LIMIT)
      toast.show({ message: firstMessageLimitText(i18n.language), tone: 'warning' });
    else toast.show({ message: serverMessage(outcome.msg, 'mail.sendFailed', i18n), tone: 'danger' });
  };

  return {
    reset,
    compose: {
      texts,
      recipient,
      content,
      errors,
      sending,
      onRecipientChange: (value: string) => {
        setRecipient(value);
        setErrors((e) => ({ ...e, recipient: undefined }));
      },
      onContentChange: (value: string) => {
        setContent(value);
        setErrors((e) => ({ ...e, content: undefined }));
      },
      onSubmit: () => void submit(),
    },
  };
}
