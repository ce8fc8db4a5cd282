/** /admin/login: staff account and password, then the authenticator code when the account has two-factor on. */
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { signInStaff } from '../../features/admin/staffSignIn';
import { useStaffSession } from '../../features/admin/staffSession';
import { useAdminText } from '../useAdminText';
import { Button, PasswordField, TextField } from '../ui';
import { Card, Centered, Heading, Problem } from './Login.styles';

export default function Login() {
  const { t } = useAdminText();
  const session = useStaffSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/admin';
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  if (session) return <Navigate to={from} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await signInStaff(account.trim(), password, askCode ? code.trim() : undefined);
    setBusy(false);
    if (result === 'ok') return navigate(from, { replace: true });
    if (result === 'totpRequired') {
      setAskCode(true);
      setProblem(askCode ? t('login.codeRequired') : '');
    } else if (result === 'totpInvalid') setProblem(t('login.codeInvalid'));
    else if (result === 'notStaff') setProblem(t('login.notStaff'));
    else setProblem(t('login.failed'));
  };

  return (
    <Centered>
      <Card onSubmit={(event) => void submit(event)} aria-labelledby="staff-login">
        <Heading id="staff-login">{t('login.heading')}</Heading>
        <TextField
          label={t('login.account')}
          value={account}
          onValueChange={setAccount}
          autoComplete="username"
          required
        />
        <PasswordField
          label={t('login.password')}
          value={password}
          onValueChange={setPassword}
          autoComplete="current-password"
          required
        />
        {askCode && (
          <TextField
            label={t('login.code')}
            hint={t('login.codeHint')}
            value={code}
            onValueChange={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            required
          />
        )}
        {problem && <Problem role="alert">{problem}</Problem>}
        <Button type="submit" loading={busy} fullWidth>
          {t('login.submit')}
        </Button>
      </Card>
    </Centered>
  );
}
