/** /m/Forgotpassword: the account's email; the server mails a one-time reset link. */
import { useTranslation } from '../../app/i18n/react';
import { mobilePaths } from '../../app/paths';
import { ForgotPasswordForm } from '../../app/ui';
import { useForgotPassword } from '../../features/account/useForgotPassword';
import { Heading, Page, Paragraph, TextLink } from '../layout';

export default function ForgotPassword() {
  const { t } = useTranslation();
  const { sent, form } = useForgotPassword();

  return (
    <Page>
      <Heading>{t('forgot.heading')}</Heading>
      <Paragraph role={sent ? 'status' : undefined}>{sent ? t('forgot.sent') : t('forgot.intro')}</Paragraph>
      <ForgotPasswordForm {...form} />
      <TextLink to={mobilePaths.login}>{t('forgot.backToLogin')}</TextLink>
    </Page>
  );
}
