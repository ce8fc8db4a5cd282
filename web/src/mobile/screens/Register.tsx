/**
 * /m/Register and /m/regist/{code} (invitation variant, which also asks the Lai ID): docs/product.md section 5
 * fields and rules. Success signs in and goes to /; an account under review sees the pending notice.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isOk } from '../../app/api';
import { signIn } from '../../app/auth';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { BirthdayPicker, Button, Checkbox, PasswordField, RadioGroup, TextField } from '../../app/ui';
import {
  BIRTHDAY_MIN,
  DEFAULT_BIRTHDAY,
  checkBirthday,
  checkEmail,
  checkNewPassword,
  checkUsername,
} from '../../app/validation';
import { FormStack, Heading, Page, Paragraph, TextLink } from '../layout';
import { register } from '../../features/account/accountApi';
import { mobilePaths } from '../../app/paths';

type Field = 'username' | 'email' | 'password' | 'laid' | 'birthday';

export default function Register({ invitation = false }: { invitation?: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { code = '' } = useParams();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [laid, setLaid] = useState('');
  const [sex, setSex] = useState('1');
  const [birthday, setBirthday] = useState<Date>(DEFAULT_BIRTHDAY);
  const [terms, setTerms] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [today] = useState(() => new Date());

  const text = (key: string | null, field: string) => (key ? t(key, { field: t(field) }) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An unticked terms box blocks without a message (docs/product.md section 5).
    if (!terms) return;
    const next: Partial<Record<Field, string>> = {
      username: text(checkUsername(username), 'field.username'),
      email: text(checkEmail(email), 'field.email'),
      password: text(checkNewPassword(password), 'field.password'),
      birthday: text(checkBirthday(birthday, today), 'field.birthday'),
      laid: invitation && !laid.trim() ? text('validation.required', 'field.laid') : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    const answer = await register({
      username: username.trim(),
      email: email.trim(),
      password,
      sex: sex === '0' ? 0 : 1,
      birthday: birthday.getTime(),
      country: '',
      ...(invitation ? { laid: laid.trim(), code } : {}),
    });
    setBusy(false);
    if (isOk(answer) && answer.data) {
      const user = await signIn(answer.data);
      toast.show({ message: t(user.status === 2 ? 'register.pending' : 'register.success'), tone: 'success' });
      // '/' would lead here through the terminal redirect, remounting the layout and its toast.
      navigate(mobilePaths.home, { replace: true });
      return;
    }
    if (answer.status === -1) setErrors({ username: serverMessage(answer.msg, 'error.username_taken', i18n) });
    else if (answer.status === -2) setErrors({ email: serverMessage(answer.msg, 'error.email_taken', i18n) });
    const fallback = answer.status === -3 ? 'register.pending' : 'register.failed';
    toast.show({
      message: answer.status === -3 ? t('register.pending') : serverMessage(answer.msg, fallback, i18n),
      tone: 'danger',
    });
  };

  return (
    <Page>
      <Heading>{t(invitation ? 'register.invitationHeading' : 'register.heading')}</Heading>
      <FormStack noValidate onSubmit={submit}>
        <TextField
          label={t('field.username')}
          name="username"
          autoComplete="username"
          required
          value={username}
          onValueChange={setUsername}
          error={errors.username}
        />
        <TextField
          label={t('field.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
          error={errors.email}
        />
        <PasswordField
          label={t('field.password')}
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        {invitation && (
          <TextField
            label={t('field.laid')}
            name="laid"
            required
            value={laid}
            onValueChange={setLaid}
            error={errors.laid}
          />
        )}
        <RadioGroup
          label={t('field.gender')}
          name="sex"
          orientation="horizontal"
          value={sex}
          onValueChange={setSex}
          options={[
            { value: '1', label: t('field.male') },
            { value: '0', label: t('field.female') },
          ]}
        />
        <BirthdayPicker
          label={t('field.birthday')}
          required
          value={birthday}
          onValueChange={setBirthday}
          min={BIRTHDAY_MIN}
          max={today}
          error={errors.birthday}
        />
        <Checkbox
          name="terms"
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
          label={t('register.terms')}
        />
        <TextLink to={mobilePaths.agreement}>{t('register.termsLink')}</TextLink>
        <Button type="submit" fullWidth loading={busy} disabled={!terms}>
          {t('register.submit')}
        </Button>
      </FormStack>
      <Paragraph>
        {t('register.haveAccount')} <TextLink to={mobilePaths.login}>{t('register.login')}</TextLink>
      </Paragraph>
    </Page>
  );
}
