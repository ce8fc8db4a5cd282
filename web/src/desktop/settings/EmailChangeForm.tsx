/** The email change of /w/home/user/edit: a new address and the password again (docs/privacy.md). */
import { useSession } from '../../app/session';
import { Button, PasswordField, TextField } from '../../app/ui';
import { useEmailChange } from '../../features/settings/emailChange';
import { Card, Form, Paragraph, Subheading } from '../layout';

export function EmailChangeForm() {
  const session = useSession();
  const { t, email, setEmail, password, setPassword, errors, busy, submit } = useEmailChange();
  if (!session) return null;
  return (
    <Card aria-labelledby="email-change-heading">
      <Subheading id="email-change-heading">{t('emailChange.heading')}</Subheading>
      <Paragraph>{t('emailChange.current', { email: session.email })}</Paragraph>
      <Paragraph>{t('emailChange.intro')}</Paragraph>
      <Form noValidate onSubmit={submit} aria-label={t('emailChange.heading')}>
        <TextField
          label={t('emailChange.newEmail')}
          name="new-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
          error={errors.email}
        />
        <PasswordField
          label={t('emailChange.password')}
          name="email-password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <div>
          <Button type="submit" loading={busy}>
            {t('emailChange.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
