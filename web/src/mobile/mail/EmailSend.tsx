/**
 * /m/home/email/send: a mail to a member named by username (field `email`), 1-50 characters with a
 * counter. Writing needs Start_mail_dialog, except to customer service; -1/-2: user does not exist.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { useServiceAccount } from '../../features/chat/serviceAccount';
import { useAuthorities } from '../../app/authority';
import { useSendAttempt } from '../../app/attempt';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { Button, TextField } from '../../app/ui';
import { MESSAGE_MAX } from '@kindred/rules';
import { checkMessage } from '../../app/validation';
import { FormStack, Page, ScreenHeader } from '../layout';
import { upgradeRoute } from '../routes';
import { messagingRoutes } from '../chat/chatRoutes';
import { sendMail } from '../../features/mail/mailApi';

export default function EmailSend() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const { Start_mail_dialog: canStart } = useAuthorities();
  const [recipient, setRecipient] = useState(params.get('to') ?? '');
  const [content, setContent] = useState('');
  const serviceName = useServiceAccount()?.username ?? null;
  const [errors, setErrors] = useState<{ recipient?: string; content?: string }>({});
  const [busy, setBusy] = useState(false);
  const attempt = useSendAttempt();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const to = recipient.trim();
    const problem = checkMessage(content);
    const next = { recipient: to ? undefined : t('mail.recipientRequired'), content: problem ? t(problem) : undefined };
    setErrors(next);
    if (next.recipient || next.content) return;
    const toService = serviceName !== null && to.toLowerCase() === serviceName.toLowerCase();
    if (!canStart && !toService) {
      toast.show({
        message: t('mail.upgradeToWrite'),
        tone: 'warning',
        action: { label: t('chat.upgrade'), onClick: () => navigate(upgradeRoute) },
      });
      return;
    }
    setBusy(true);
    const outcome = await sendMail(to, content.trim(), attempt.keyFor([to, content.trim()]));
    setBusy(false);
    if (outcome.ok) {
      attempt.succeeded();
      toast.show({ message: t('mail.sent'), tone: 'success' });
      navigate(messagingRoutes.mailList);
      return;
    }
    if (outcome.reason === 'user_not_found') {
      setErrors({ recipient: t('mail.userNotFound') });
      return;
    }
    toast.show({ message: serverMessage(outcome.msg, 'mail.sendFailed', i18n), tone: 'danger' });
  };

  return (
    <Page $withTabBar>
      <ScreenHeader title={t('mail.write')} back={messagingRoutes.mailList} />
      <FormStack noValidate onSubmit={submit} aria-label={t('mail.write')}>
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
        <Button type="submit" fullWidth loading={busy}>
          {t('mail.send')}
        </Button>
      </FormStack>
    </Page>
  );
}
