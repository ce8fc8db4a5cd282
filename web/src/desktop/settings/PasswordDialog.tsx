/** The change-password dialog of user/edit: current, new and repeated password (pwdnomatch). */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { Button, Dialog, PasswordChangeForm } from '../../app/ui';
import { usePasswordChange } from '../../features/account/usePasswordChange';

export function PasswordDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { form, reset } = usePasswordChange({
    keys: { submit: 'common.save', changed: 'desk.edit.passwordChanged', oldWrong: 'desk.edit.oldWrong' },
    onChanged: () => close(),
  });
  const close = () => {
    setOpen(false);
    reset();
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('desk.edit.changePassword')}
      </Button>
      <Dialog open={open} title={t('desk.edit.changePassword')} onClose={close}>
        <PasswordChangeForm {...form} />
      </Dialog>
    </>
  );
}
