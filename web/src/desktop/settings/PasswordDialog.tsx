/** The change-password dialog of user/edit: current, new and repeated password (pwdnomatch). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { PASSWORD_MAX } from '@kindred/rules';
import { isOk } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { Button, Dialog, PasswordField } from '../../app/ui';
import { checkNewPassword, checkPassword, checkPasswordRepeat } from '../../app/validation';
import { changePassword } from '../../features/account/accountApi';
import { Form } from '../layout';

type Field = 'old' | 'next' | 'repeat';

export function PasswordDialog() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ old: '', next: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const text = (key: string | null, field: string) => (key ? t(key, { field: t(field) }) : undefined);

  const close = () => {
    setOpen(false);
    setValues({ old: '', next: '', repeat: '' });
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
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
      toast.show({ message: t('desk.edit.passwordChanged'), tone: 'success' });
      close();
    } else if (answer.status === 0) setErrors({ old: t('desk.edit.oldWrong') });
    else toast.show({ message: serverMessage(answer.msg, 'error.internal', i18n), tone: 'danger' });
  };

  const field = (name: Field, label: string) => (
    <PasswordField
      label={t(label)}
      name={name}
      required
      maxLength={PASSWORD_MAX}
      autoComplete={name === 'old' ? 'current-password' : 'new-password'}
      value={values[name]}
      onValueChange={(value: string) => setValues((current) => ({ ...current, [name]: value }))}
      error={errors[name]}
    />
  );

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('desk.edit.changePassword')}
      </Button>
      <Dialog open={open} title={t('desk.edit.changePassword')} onClose={close}>
        <Form noValidate onSubmit={submit}>
          {field('old', 'field.oldPassword')}
          {field('next', 'field.newPassword')}
          {field('repeat', 'field.confirmPassword')}
          <Button type="submit" loading={busy}>
            {t('common.save')}
          </Button>
        </Form>
      </Dialog>
    </>
  );
}
