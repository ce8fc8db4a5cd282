/** /m/Forgotpassword: the account's email; the server mails a one-time reset link. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isOk } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { Button, TextField } from '../../app/ui';
import { checkEmail } from '../../app/validation';
import { FormStack, Heading, Page, Paragraph, TextLink } from '../layout';
import { forgotPassword } from '../../features/account/accountApi';
import { mobilePaths } from '../../app/paths';

export default function ForgotPassword() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setError(problem ? t(problem, { field: t('field.email') }) : undefined);
    if (problem) return;
    setBusy(true);
    const answer = await forgotPassword(email);
    setBusy(false);
    if (answer.status === -1) {
      setError(t('error.email_format'));
      return;
    }
    if (isOk(answer)) {
      setSent(true);
      toast.show({ message: serverMessage(answer.msg, 'forgot.sent', i18n), tone: 'success' });
      return;
    }
    toast.show({ message: serverMessage(answer.msg, 'error.internal', i18n), tone: 'danger' });
  };

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
