/** /m/login: account, password, remember me (keeps both on this device), forgot-password link. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isOk } from '../../app/api';
import { forgetCredentials, rememberCredentials, rememberedCredentials, signIn } from '../../app/auth';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { Button, Checkbox, PasswordField, TextField } from '../../app/ui';
import { checkAccount, checkPassword } from '../../app/validation';
import { FormStack, Heading, Page, Paragraph, Row, TextLink } from '../layout';
import { login } from '../../features/account/accountApi';
import { mobilePaths } from '../../app/paths';

export default function Login() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [remembered] = useState(rememberedCredentials);
  const [account, setAccount] = useState(remembered?.account ?? '');
  const [password, setPassword] = useState(remembered?.password ?? '');
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
    const answer = await login(account, password);
    setBusy(false);
    if (isOk(answer) && answer.data) {
      if (remember) rememberCredentials(account.trim(), password);
      else forgetCredentials();
      await signIn(answer.data);
      toast.show({ message: serverMessage(answer.msg, 'login.success', i18n), tone: 'success' });
      // '/' would lead here through the terminal redirect, remounting the layout and its toast.
      navigate(mobilePaths.home, { replace: true });
      return;
    }
    const fallback = answer.status === -3 ? 'login.pending' : 'login.failed';
    toast.show({
      message: answer.status === -3 ? t('login.pending') : serverMessage(answer.msg, fallback, i18n),
      tone: 'danger',
    });
  };

  return (
    <Page>
      <Heading>{t('login.heading')}</Heading>
      <FormStack noValidate onSubmit={submit}>
        <TextField
          label={t('field.account')}
          name="account"
          autoComplete="username"
          required
          value={account}
          onValueChange={setAccount}
          error={errors.account}
        />
        <PasswordField
          label={t('field.password')}
          name="password"
          required
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <Row>
          <Checkbox
            label={t('login.remember')}
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <TextLink to={mobilePaths.forgotPassword}>{t('login.forgot')}</TextLink>
        </Row>
        <Button type="submit" fullWidth loading={busy}>
          {t('login.submit')}
        </Button>
      </FormStack>
      <Paragraph>
        {t('login.noAccount')} <TextLink to={mobilePaths.register}>{t('login.register')}</TextLink>
      </Paragraph>
    </Page>
  );
}
