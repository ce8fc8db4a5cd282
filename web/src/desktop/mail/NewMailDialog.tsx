/**
 * The new-mail dialog of /w/home/message: recipient (username) and a message of up to 50 characters
 * with its counter (features/mail/useMailCompose); each opening starts a new mail to `to`.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { desktopPaths } from '../../app/paths';
import { Dialog, MailCompose } from '../../app/ui';
import { useMailCompose } from '../../features/mail/useMailCompose';

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { compose, reset } = useMailCompose({ to, onUpgrade: () => navigate(desktopPaths.upgrade), onSent });

  useEffect(() => {
    if (open) reset(to);
  }, [open, to, reset]);

  return (
    <Dialog open={open} onClose={onClose} title={t('desk.messaging.mail.newMail')}>
      <MailCompose label={t('desk.messaging.mail.newMail')} {...compose} />
    </Dialog>
  );
}
