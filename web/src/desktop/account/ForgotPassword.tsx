/** /w/forgot-password: a reset link goes to the account's email (-1 email format error). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isOk } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { desktopPaths } from '../../app/paths';
import { useToast } from '../../app/toast';
import { Button, TextField } from '../../app/ui';
import { checkEmail } from '../../app/validation';
import { forgotPassword } from '../../features/account/accountApi';
import { Card, Form, FormColumn, Heading, Paragraph, TextLink } from '../layout';

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
