/**
 * The registration form of both layouts: the fields every variant has, and the call. Each layout
 * checks its own rules (docs/product.md section 5) and hands the problems it found to `send`; the
 * server's -1 (username taken) lands on its field. An address that already has an account is never
 * told (docs/privacy.md, "Enumeration"): the answer is "under review" with no session, and its owner
 * gets a mail.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { signIn } from '../../app/auth';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { DEFAULT_BIRTHDAY } from '../../app/validation';
import { register } from './accountApi';

export type RegistrationField = 'username' | 'email' | 'password' | 'repeat' | 'laid' | 'birthday' | 'country';
export type RegistrationProblems = Partial<Record<RegistrationField, string>>;

export function useRegistration(options: { invitation: boolean; code: string; onRegistered(): void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [laid, setLaid] = useState('');
  const [sex, setSex] = useState('1');
  const [birthday, setBirthday] = useState<Date>(DEFAULT_BIRTHDAY);
  const [terms, setTerms] = useState(true);
  const [errors, setErrors] = useState<RegistrationProblems>({});
  const [busy, setBusy] = useState(false);

  /** A rule's message for `field`, or undefined when the rule found nothing. */
  const problem = (key: string | null, field: string) => (key ? t(key, { field: t(field) }) : undefined);

  const send = async (found: RegistrationProblems, country: string) => {
    // An unticked terms box blocks without a message (docs/product.md section 5).
    if (!terms) return;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const answer = await register({
      username: username.trim(),
      email: email.trim(),
      password,
      sex: sex === '0' ? 0 : 1,
      birthday: birthday.getTime(),
      country,
      ...(options.invitation ? { laid: laid.trim(), code: options.code } : {}),
    });
    setBusy(false);
    if (isOk(answer) && answer.data && !('id' in answer.data)) {
      toast.show({ message: t('register.pending'), tone: 'success' });
      return;
    }
    if (isOk(answer) && answer.data) {
      const user = await signIn(answer.data);
      toast.show({ message: t(user.status === 2 ? 'register.pending' : 'register.success'), tone: 'success' });
      options.onRegistered();
      return;
    }
    if (answer.status === -1) setErrors({ username: serverMessage(answer.msg, 'error.username_taken', i18n) });
    toast.show({
      message: answer.status === -3 ? t('register.pending') : serverMessage(answer.msg, 'register.failed', i18n),
      tone: 'danger',
    });
  };

  return {
    username,
    setUsername,
    email,
    setEmail,
    password,
    setPassword,
    laid,
    setLaid,
    sex,
    setSex,
    birthday,
    setBirthday,
    terms,
    setTerms,
    errors,
    busy,
    problem,
    send,
  };
}
