/** /w/forgot-password: a reset link goes to the account's email (-1 email format error). */
import { useTranslation } from '../../app/i18n/react';
import { desktopPaths } from '../../app/paths';
import { Button, TextField } from '../../app/ui';
import { useForgotPassword } from '../../features/account/useForgotPassword';
import { Card, Form, FormColumn, Heading, Paragraph, TextLink } from '../layout';

export default function ForgotPassword() {
  const { t } = useTranslation();
  const { email, setEmail, error, busy, sent, submit } = useForgotPassword();

  return (
    <FormColumn>
      <Card>
        <Heading>{t('forgot.heading')}</Heading>
        <Paragraph role={sent ? 'status' : undefined}>{sent ? t('forgot.sent') : t('forgot.intro')}</Paragraph>
        <Form noValidate onSubmit={submit}>
          <TextField
            label={t('field.email')}
            name="email"
            type="email"
            required
            value={email}
            onValueChange={setEmail}
            error={error}
          />
          <Button type="submit" fullWidth loading={busy}>
            {t('forgot.submit')}
          </Button>
        </Form>
        <TextLink to={desktopPaths.login}>{t('forgot.backToLogin')}</TextLink>
      </Card>
    </FormColumn>
  );
}
