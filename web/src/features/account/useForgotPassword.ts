/**
 * The forgot-password form of both layouts: the server mails a one-time reset link (-1: email
 * format). Gives ForgotPasswordForm's props and whether the link went.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { checkEmail } from '../../app/validation';
import { forgotPassword } from './accountApi';

export function useForgotPassword() {
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

  return {
    sent,
    form: {
      texts: { email: t('field.email'), submit: t('forgot.submit') },
      email,
      onEmailChange: setEmail,
      error,
      busy,
      onSubmit: submit,
    },
  };
}
