/** /m/home/my/setup/changepwd: old and new password (max 18), confirmation must match; 0 = old wrong. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { Button, PasswordField } from '../../app/ui';
import { checkNewPassword, checkPassword, checkPasswordRepeat } from '../../app/validation';
import { FormStack, Page, ScreenHeader } from '../layout';
import { setupRoutes } from '../routes';
import { changePassword } from '../../features/account/accountApi';

type Field = 'old' | 'next' | 'repeat';

export default function ChangePassword() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [values, setValues] = useState<Record<Field, string>>({ old: '', next: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const text = (key: string | null, field: string) => (key ? t(key, { field: t(field) }) : undefined);

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
      toast.show({ message: t('setup.passwordChanged'), tone: 'success' });
      navigate(setupRoutes.index);
      return;
    }
    if (answer.status === 0) {
      setErrors({ old: t('setup.oldPasswordIncorrect') });
      toast.show({ message: t('setup.oldPasswordIncorrect'), tone: 'danger' });
      return;
    }
    toast.show({ message: serverMessage(answer.msg, 'error.internal', i18n), tone: 'danger' });
  };

  return (
    <Page $withTabBar>
      <ScreenHeader title={t('title.changepwd')} back={setupRoutes.index} />
      <FormStack noValidate onSubmit={submit}>
        <PasswordField
          label={t('field.oldPassword')}
          name="oldpassword"
          required
          value={values.old}
          onValueChange={set('old')}
          error={errors.old}
        />
        <PasswordField
          label={t('field.newPassword')}
          name="newpassword"
          autoComplete="new-password"
          required
          value={values.next}
          onValueChange={set('next')}
          error={errors.next}
        />
        <PasswordField
          label={t('field.confirmPassword')}
          name="repeat"
          autoComplete="new-password"
          required
          value={values.repeat}
          onValueChange={set('repeat')}
          error={errors.repeat}
        />
        <Button type="submit" fullWidth loading={busy}>
          {t('common.submit')}
        </Button>
      </FormStack>
    </Page>
  );
}
