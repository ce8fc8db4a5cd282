/**
 * What both layouts' "My data and account" screens do (docs/privacy.md): ask for an export, and ask
 * for the account's deletion with the password again (checked here, confirmed in a dialog, then the
 * member is signed out). The layout supplies where a signed-out member goes.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { signOut } from '../../app/auth';
import { useToast } from '../../app/toast';
import { formatDay, useMemberData } from './memberDataApi';

export function useMemberDataPage(onSignedOut: () => void) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const data = useMemberData();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [exportPassword, setExportPassword] = useState('');
  const [exportPasswordError, setExportPasswordError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const day = (seconds: number) => formatDay(seconds, i18n.language);

  const prepare = async (event: FormEvent) => {
    event.preventDefault();
    if (!exportPassword) {
      setExportPasswordError(t('validation.required', { field: t('memberData.deletePassword') }));
      return;
    }
    setExportPasswordError(undefined);
    const outcome = await data.askForExport(exportPassword);
    if (outcome === 'wrong_password') return setExportPasswordError(t('memberData.deleteWrongPassword'));
    setExportPassword('');
    if (outcome === 'requested') toast.show({ message: t('memberData.exportRequested'), tone: 'success' });
    else if (outcome === 'too_soon') toast.show({ message: t('memberData.exportTooSoon'), tone: 'danger' });
    else if (outcome === 'too_many_tries') toast.show({ message: t('memberData.tooManyTries'), tone: 'danger' });
    else toast.show({ message: t('error.internal'), tone: 'danger' });
  };

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(t('validation.required', { field: t('memberData.deletePassword') }));
      return;
    }
    setPasswordError(undefined);
    setConfirming(true);
  };

  const remove = async () => {
    const result = await data.askForDeletion(password);
    setConfirming(false);
    if (result.outcome === 'requested') {
      toast.show({ message: t('memberData.deleteRequested', { date: day(result.dueTime) }), tone: 'success' });
      await signOut();
      onSignedOut();
      return;
    }
    if (result.outcome === 'wrong_password') setPasswordError(t('memberData.deleteWrongPassword'));
    else if (result.outcome === 'too_many_tries') toast.show({ message: t('memberData.tooManyTries'), tone: 'danger' });
    else toast.show({ message: t('error.internal'), tone: 'danger' });
  };

  return {
    ...data,
    day,
    password,
    setPassword,
    passwordError,
    exportPassword,
    setExportPassword,
    exportPasswordError,
    confirming,
    setConfirming,
    prepare,
    ask,
    remove,
  };
}
