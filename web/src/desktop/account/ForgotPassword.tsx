/** /w/forgot-password: a reset link goes to the account's email (-1 email format error). */
import { useTranslation } from '../../app/i18n/react';
import { desktopPaths } from '../../app/paths';
import { ForgotPasswordForm } from '../../app/ui';
import { useForgotPassword } from '../../features/account/useForgotPassword';
import { Card, FormColumn, Heading, Paragraph, TextLink } from '../layout';

export default function ForgotPassword() {
  const { t } = useTranslation();
  const { sent, form } = useForgotPassword();

  return (
    <FormColumn>
      <Card>
        <Heading>{t('forgot.heading')}</Heading>
        <Paragraph role={sent ? 'status' : undefined}>{sent ? t('forgot.sent') : t('forgot.intro')}</Paragraph>
        <ForgotPasswordForm {...form} />
        <TextLink to={desktopPaths.login}>{t('forgot.backToLogin')}</TextLink>
      </Card>
    </FormColumn>
  );
}
