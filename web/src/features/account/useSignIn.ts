/**
 * The sign-in form of both layouts: account, password, remember me (a 30-day session and the account
 * name kept; never the password); the screen decides where to go. Returns the SignInForm's props.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { forgetAccount, rememberAccount, rememberedAccount, signIn } from '../../app/auth';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { checkAccount, checkPassword } from '../../app/signInChecks';
import { login } from './signInApi';

export function useSignIn(onSignedIn: () => void) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [remembered] = useState(rememberedAccount);
  const [account, setAccount] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [errors, setErrors] = useState<{ account?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const problemText = (key: string | null, field: string) => (key ? t(key, { field: t(field) }) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      account: problemText(checkAccount(account), 'field.account'),
      password: problemText(checkPassword(password), 'field.password'),
    };
    setErrors(next);
    if (next.account || next.password) return;
    setBusy(true);
    const answer = await login(account, password, remember);
    setBusy(false);
    if (isOk(answer) && answer.data) {
      if (remember) rememberAccount(account.trim());
      else forgetAccount();
      await signIn(answer.data);
      toast.show({ message: serverMessage(answer.msg, 'login.success', i18n), tone: 'success' });
      onSignedIn();
      return;
    }
    toast.show({
      message: answer.status === -3 ? t('login.pending') : serverMessage(answer.msg, 'login.failed', i18n),
      tone: 'danger',
    });
  };

  return {
    texts: {
      account: t('field.account'),
      password: t('field.password'),
      remember: t('login.remember'),
      submit: t('login.submit'),
    },
    account,
    onAccountChange: setAccount,
    password,
    onPasswordChange: setPassword,
    remember,
    onRememberChange: setRemember,
    errors,
    busy,
    onSubmit: submit,
  };
}
