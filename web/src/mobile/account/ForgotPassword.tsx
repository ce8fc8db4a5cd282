/** /m/Forgotpassword: the account's email; the server mails a one-time reset link. */
import { useTranslation } from '../../app/i18n/react';
import { mobilePaths } from '../../app/paths';
import { Button, TextField } from '../../app/ui';
import { useForgotPassword } from '../../features/account/useForgotPassword';
import { FormStack, Heading, Page, Paragraph, TextLink } from '../layout';

export default function ForgotPassword() {
  const { t } = useTranslation();
  const { email, setEmail, error, busy, sent, submit } = useForgotPassword();

  return (
    <Page>
      <Heading>{t('forgot.heading')}</Heading>
      <Paragraph role={sent ? 'status' : undefined}>{sent ? t('forgot.sent') : t('forgot.intro')}</Paragraph>
      <FormStack noValidate onSubmit={submit}>
        <TextField
          label={t('field.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
          error={error}
        />
        <Button type="submit" fullWidth loading={busy}>
          {t('forgot.submit')}
        </Button>
      </FormStack>
      <TextLink to={mobilePaths.login}>{t('forgot.backToLogin')}</TextLink>
    </Page>
  );
}
