/**
 * The new-mail dialog of /w/home/message: recipient (username) and a message of up to 50 characters
 * with its counter. Writing needs Start_mail_dialog, except to customer service; -1/-2: the user does
 * not exist.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { useAuthorities } from '../../app/authority';
import { serverMessage } from '../../app/i18n';
import { desktopPaths } from '../../app/paths';
import { useToast } from '../../app/toast';
import { Button, Dialog, TextField } from '../../app/ui';
import { checkMessage } from '../../app/validation';
import { MESSAGE_MAX } from '@kindred/rules';
import { useServiceAccount } from '../../features/chat/serviceAccount';
import { sendMail } from '../../features/mail/mailApi';
import { Form } from '../layout';

export function NewMailDialog({
  open,
  to = '',
  onClose,
  onSent,
}: {
  open: boolean;
  to?: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { Start_mail_dialog: canStart } = useAuthorities();
  const serviceName = useServiceAccount()?.username ?? null;
  const [recipient, setRecipient] = useState(to);
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<{ recipient?: string; content?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setRecipient(to);
    setContent('');
    setErrors({});
  }, [open, to]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = recipient.trim();
    const problem = checkMessage(content);
    const next = {
      recipient: name ? undefined : t('mail.recipientRequired'),
      content: problem ? t(problem) : undefined,
    };
    setErrors(next);
    if (next.recipient || next.content) return;
    const toService = serviceName !== null && name.toLowerCase() === serviceName.toLowerCase();
    if (!canStart && !toService) {
      toast.show({
        message: t('mail.upgradeToWrite'),
        tone: 'warning',
        action: { label: t('chat.upgrade'), onClick: () => navigate(desktopPaths.upgrade) },
      });
      return;
    }
    setBusy(true);
    const outcome = await sendMail(name, content.trim());
    setBusy(false);
    if (outcome.ok) {
      toast.show({ message: t('mail.sent'), tone: 'success' });
      onSent();
      return;
    }
    if (outcome.reason === 'user_not_found') setErrors({ recipient: t('mail.userNotFound') });
    else toast.show({ message: serverMessage(outcome.msg, 'mail.sendFailed', i18n), tone: 'danger' });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('desk.messaging.mail.newMail')}>
      <Form noValidate onSubmit={submit} aria-label={t('desk.messaging.mail.newMail')}>
        <TextField
          label={t('mail.recipient')}
          name="email"
          autoComplete="off"
          value={recipient}
          onValueChange={(value) => {
            setRecipient(value);
            setErrors((e) => ({ ...e, recipient: undefined }));
          }}
          error={errors.recipient}
          required
        />
        <TextField
          label={t('mail.content')}
          name="content"
          multiline
          rows={4}
          maxLength={MESSAGE_MAX}
          value={content}
          onValueChange={(value) => {
            setContent(value);
            setErrors((e) => ({ ...e, content: undefined }));
          }}
          error={errors.content}
          required
        />
        <Button type="submit" loading={busy}>
          {t('mail.send')}
        </Button>
      </Form>
    </Dialog>
  );
}
