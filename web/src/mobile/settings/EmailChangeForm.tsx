/** The email change of /m/home/my/setup/data: a new address and the password again (docs/privacy.md). */
import { Mail } from 'lucide-react';
import { useSession } from '../../app/session';
import { Button, PasswordField, TextField } from '../../app/ui';
import { useEmailChange } from '../../features/settings/emailChange';
import { FormStack, Heading, Paragraph, Stack } from '../layout';

export function EmailChangeForm() {
  const session = useSession();
  const { t, email, setEmail, password, setPassword, errors, busy, submit } = useEmailChange();
  if (!session) return null;
  return (
    <Stack as="section" aria-labelledby="email-change-heading" $gap="sm">
      <Heading id="email-change-heading">{t('emailChange.heading')}</Heading>
      <Paragraph>{t('emailChange.current', { email: session.email })}</Paragraph>
      <Paragraph>{t('emailChange.intro')}</Paragraph>
      <FormStack noValidate onSubmit={submit} aria-label={t('emailChange.heading')}>
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
        <Button type="submit" fullWidth iconStart={<Mail aria-hidden />} loading={busy}>
          {t('emailChange.submit')}
        </Button>
      </FormStack>
    </Stack>
  );
}
