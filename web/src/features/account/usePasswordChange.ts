/**
 * The password change of both layouts (the mobile screen, the desktop dialog): the current password,
 * the new one (max 18) and its repeat; status 0 means the current one was wrong. Gives
 * PasswordChangeForm's props; the layout says what follows a change and words the outcome.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import type { PasswordChangeField } from '../../app/ui';
import { checkNewPassword, checkPassword, checkPasswordRepeat } from '../../app/validation';
import { changePassword } from './accountApi';

type Values = Record<PasswordChangeField, string>;
const empty: Values = { old: '', next: '', repeat: '' };

export function usePasswordChange(options: {
  /** Text keys: the button, the success toast and the wrong current password. */
  keys: { submit: string; changed: string; oldWrong: string };
  /** Also say a wrong current password in a toast, not only under its field. */
  toastOldWrong?: boolean;
  onChanged(): void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [busy, setBusy] = useState(false);
  const text = (key: string | null, field: string) => (key ? t(key, { field: t(field) }) : undefined);

  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      old: text(checkPassword(values.old), 'field.oldPassword'),
      next: text(checkNewPassword(values.next), 'field.newPassword'),
      repeat: text(checkPasswordRepeat(values.next, values.repeat), 'field.confirmPassword'),
    };
    setErrors(next);
    if (next.old || next.next || next.repeat) return;
    setBusy(true);
    const answer = await changePassword(values.old, values.next);
    setBusy(false);
    if (isOk(answer)) {
      toast.show({ message: t(options.keys.changed), tone: 'success' });
      options.onChanged();
    } else if (answer.status === 0) {
      setErrors({ old: t(options.keys.oldWrong) });
      if (options.toastOldWrong) toast.show({ message: t(options.keys.oldWrong), tone: 'danger' });
    } else toast.show({ message: serverMessage(answer.msg, 'error.internal', i18n), tone: 'danger' });
  };

  return {
    reset,
    form: {
      texts: {
        old: t('field.oldPassword'),
        next: t('field.newPassword'),
        repeat: t('field.confirmPassword'),
        submit: t(options.keys.submit),
      },
      values,
      onValueChange: (field: PasswordChangeField, value: string) =>
        setValues((current) => ({ ...current, [field]: value })),
      errors,
      busy,
      onSubmit,
    },
  };
}
