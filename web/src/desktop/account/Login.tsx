/** /w/login (title signin): username or email, password, remember me, forgot password. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isOk } from '../../app/api';
import { forgetCredentials, rememberCredentials, rememberedCredentials, signIn } from '../../app/auth';
import { serverMessage } from '../../app/i18n';
import { desktopPaths } from '../../app/paths';
import { useToast } from '../../app/toast';
import { Button, Checkbox, PasswordField, TextField } from '../../app/ui';
import { checkAccount, checkPassword } from '../../app/validation';
import { login } from '../../features/account/accountApi';
import { Card, Form, FormColumn, Heading, Paragraph, Spread, TextLink } from '../layout';

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
      navigate(desktopPaths.home, { replace: true });
      return;
    }
    toast.show({
      message: answer.status === -3 ? t('login.pending') : serverMessage(answer.msg, 'login.failed', i18n),
      tone: 'danger',
    });
  };

  return (
    <FormColumn>
      <Card>
        <Heading>{t('desk.title.signin')}</Heading>
        <Form noValidate onSubmit={submit}>
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
            maxLength={18}
            value={password}
            onValueChange={setPassword}
            error={errors.password}
          />
          <Spread>
            <Checkbox
              label={t('login.remember')}
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <TextLink to={desktopPaths.forgotPassword}>{t('login.forgot')}</TextLink>
          </Spread>
          <Button type="submit" fullWidth loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
        <Paragraph>
          {t('login.noAccount')} <TextLink to={desktopPaths.register}>{t('login.register')}</TextLink>
        </Paragraph>
      </Card>
    </FormColumn>
  );
}
