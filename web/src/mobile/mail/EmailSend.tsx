/**
 * /m/home/email/send: a mail to a member named by username (field `email`), 1-50 characters with a
 * counter (features/mail/useMailCompose); `?to=` fills in the recipient. Sent: back to the inbox.
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { MailCompose } from '../../app/ui';
import { Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { upgradeRoute } from '../routes';
import { messagingRoutes } from '../chat/chatRoutes';
import { useMailCompose } from '../../features/mail/useMailCompose';

export default function EmailSend() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { compose } = useMailCompose({
    to: params.get('to') ?? '',
    onUpgrade: () => navigate(upgradeRoute),
    onSent: () => navigate(messagingRoutes.mailList),
  });
  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('mail.write')} back={messagingRoutes.mailList} />
      <MailCompose label={t('mail.write')} {...compose} />
    </Page>
  );
}
