/**
 * The registration form of both layouts: every variant's values, and the call. Each layout checks
 * its own rules (docs/product.md section 5) and hands the problems it found to `send`; the server's
 * -1 (username taken) lands on its field; the country stays '' where the layout does not ask it. An
 * address that already has an account is never told (docs/privacy.md, "Enumeration"): the answer is
 * "under review" with no session, and its owner gets a mail.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { signIn } from '../../app/auth';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { DEFAULT_BIRTHDAY } from '../../app/validation';
import { register } from './accountApi';
import type { RegistrationField, RegistrationValues } from '../../app/ui';

export type RegistrationProblems = Partial<Record<RegistrationField, string>>;

/** The form's props (RegistrationForm) and `send`, which takes the problems the layout's rules found. */
export function useRegistration(options: { invitation: boolean; code: string; onRegistered(): void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [values, setValues] = useState<RegistrationValues>({
    username: '',
    email: '',
    password: '',
    repeat: '',
    laid: '',
    country: '',
    sex: '1',
    birthday: DEFAULT_BIRTHDAY,
    terms: true,
  });
  const [errors, setErrors] = useState<RegistrationProblems>({});
  const [busy, setBusy] = useState(false);
  const onValueChange = <K extends keyof RegistrationValues>(field: K, value: RegistrationValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  /** A rule's message for `field`, or undefined when the rule found nothing. */
  const problem = (key: string | null, field: string) => (key ? t(key, { field: t(field) }) : undefined);

  const send = async (found: RegistrationProblems) => {
    // An unticked terms box blocks without a message (docs/product.md section 5).
    if (!values.terms) return;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const answer = await register({
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      sex: values.sex === '0' ? 0 : 1,
      birthday: values.birthday.getTime(),
      country: values.country,
      ...(options.invitation ? { laid: values.laid.trim(), code: options.code } : {}),
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

  const texts = {
    username: t('field.username'),
    email: t('field.email'),
    password: t('field.password'),
    repeatPassword: t('field.repeatPassword'),
    invitationCode: t('field.invitationCode'),
    laid: t('field.laid'),
    // Only the desktop asks the country (its own texts, loaded with the desktop layout).
    country: t('desk.register.country'),
    gender: t('field.gender'),
    male: t('field.male'),
    female: t('field.female'),
    birthday: t('field.birthday'),
    terms: t('register.terms'),
    submit: t('register.submit'),
  };
  return { form: { texts, values, onValueChange, errors, busy }, problem, send };
}
