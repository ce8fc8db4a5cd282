/**
 * "Change my email" (docs/privacy.md, "Step-up"): /member/index/changeemail with the password again.
 * The answer is the same whether or not the address is free (the server mails the address instead),
 * so the screen says only that a link may be on its way; the session's email follows once the new
 * address confirms.
 */
import { useState, type FormEvent } from 'react';
import { post, Status } from '../../app/api';
import { checkEmail } from '../../app/validation';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { useEmailChangeTexts } from './emailChangeTexts';

export const requestEmailChange = (email: string, password: string) =>
  post('/member/index/changeemail', { email, password });

/** A refused password check, in the words the screens show (shared with the other step-up forms). */
export function passwordRefusal(answer: { status: number; msg: string }): string | null {
  if (answer.msg === 'error.wrong_password') return 'emailChange.wrongPassword';
  if (answer.status === Status.rateLimited && answer.msg === 'error.rate_limited') return 'emailChange.tooManyTries';
  if (answer.status === Status.unavailable) return 'emailChange.tryAgain';
  return null;
}

/** EmailChangeForm's props for either layout's settings screen; null while nobody is signed in. */
export function useEmailChange() {
  const { t } = useEmailChangeTexts();
  const session = useSession();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailProblem = checkEmail(email);
    const next = {
      email: emailProblem ? t(emailProblem, { field: t('emailChange.newEmail') }) : undefined,
      password: password ? undefined : t('validation.required', { field: t('emailChange.password') }),
    };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    const answer = await requestEmailChange(email.trim(), password);
    setBusy(false);
    if (answer.status === Status.ok) {
      setEmail('');
      setPassword('');
      toast.show({ message: t('emailChange.sent'), tone: 'success' });
      return;
    }
    const refusal = passwordRefusal(answer);
    if (refusal === 'emailChange.wrongPassword') setErrors({ password: t(refusal) });
    else toast.show({ message: t(refusal ?? 'error.internal'), tone: 'danger' });
  };

  if (!session) return null;
  return {
    texts: {
      heading: t('emailChange.heading'),
      current: t('emailChange.current', { email: session.email }),
      intro: t('emailChange.intro'),
      newEmail: t('emailChange.newEmail'),
      password: t('emailChange.password'),
      submit: t('emailChange.submit'),
    },
    email,
    onEmailChange: setEmail,
    password,
    onPasswordChange: setPassword,
    errors,
    busy,
    onSubmit: submit,
  };
}
