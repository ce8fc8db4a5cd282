/**
 * /w/regist and /w/regist/{code} (title signup). Year options run from 50 to 19 years back and the
 * days follow the month and leap years (BirthdayPicker selects). The invitation variant also asks the
 * Lai ID, a repeated password (pwdnomatch) and the country, and takes usernames of 2-8 letters or
 * digits. Success signs in; an account under review then sees the approval notice.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isOk } from '../../app/api';
import { signIn } from '../../app/auth';
import { serverMessage } from '../../app/i18n';
import { desktopPaths } from '../../app/paths';
import { useToast } from '../../app/toast';
import { BirthdayPicker, Button, Checkbox, PasswordField, RadioGroup, Select, TextField } from '../../app/ui';
import {
  DEFAULT_BIRTHDAY,
  checkBirthday,
  checkEmail,
  checkNewPassword,
  checkPasswordRepeat,
  checkUsername,
} from '../../app/validation';
import { register } from '../../features/account/accountApi';
import { COUNTRIES, INVITATION_USERNAME, countryName, desktopBirthdayRange } from '../../features/account/registration';
import { Card, Form, FormColumn, Heading, Paragraph, TextLink } from '../layout';

type Field = 'username' | 'email' | 'password' | 'repeat' | 'laid' | 'birthday' | 'country';

export default function Register({ invitation = false }: { invitation?: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { code = '' } = useParams();
  const [range] = useState(() => desktopBirthdayRange(new Date()));
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [laid, setLaid] = useState('');
  const [country, setCountry] = useState('');
  const [sex, setSex] = useState('1');
  const [birthday, setBirthday] = useState<Date>(DEFAULT_BIRTHDAY);
  const [terms, setTerms] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const text = (key: string | null, field: string) => (key ? t(key, { field: t(field) }) : undefined);
  const required = (value: string, field: string) => (value.trim() ? undefined : text('validation.required', field));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An unticked terms box blocks without a message.
    if (!terms) return;
    const usernameProblem =
      invitation && username.trim() && !INVITATION_USERNAME.test(username.trim())
        ? t('desk.register.usernameInvitation')
        : text(checkUsername(username), 'field.username');
    const next: Partial<Record<Field, string>> = {
      username: usernameProblem,
      email: text(checkEmail(email), 'field.email'),
      password: text(checkNewPassword(password), 'field.password'),
      birthday: text(checkBirthday(birthday), 'field.birthday'),
      ...(invitation
        ? {
            repeat: text(checkPasswordRepeat(password, repeat), 'field.repeatPassword'),
            laid: required(laid, 'field.laid'),
            country: required(country, 'desk.register.country'),
          }
        : {}),
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
      country,
      ...(invitation ? { laid: laid.trim(), code } : {}),
    });
    setBusy(false);
    if (isOk(answer) && answer.data) {
      const user = await signIn(answer.data);
      toast.show({ message: t(user.status === 2 ? 'register.pending' : 'register.success'), tone: 'success' });
      navigate(desktopPaths.home, { replace: true });
      return;
    }
    if (answer.status === -1) setErrors({ username: serverMessage(answer.msg, 'error.username_taken', i18n) });
    else if (answer.status === -2) setErrors({ email: serverMessage(answer.msg, 'error.email_taken', i18n) });
    toast.show({
      message: answer.status === -3 ? t('register.pending') : serverMessage(answer.msg, 'register.failed', i18n),
      tone: 'danger',
    });
  };

  return (
    <FormColumn>
      <Card>
        <Heading>{t(invitation ? 'register.invitationHeading' : 'desk.title.signup')}</Heading>
        <Form noValidate onSubmit={submit}>
          <TextField
            label={t('field.username')}
            name="username"
            autoComplete="username"
            required
            maxLength={invitation ? 8 : 12}
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
            maxLength={18}
            value={password}
            onValueChange={setPassword}
            error={errors.password}
          />
          {invitation && (
            <>
              <PasswordField
                label={t('field.repeatPassword')}
                name="repeat"
                autoComplete="new-password"
                required
                maxLength={18}
                value={repeat}
                onValueChange={setRepeat}
                error={errors.repeat}
              />
              <TextField
                label={t('field.laid')}
                name="laid"
                required
                value={laid}
                onValueChange={setLaid}
                error={errors.laid}
              />
              <Select
                label={t('desk.register.country')}
                name="country"
                required
                placeholder
                value={country}
                onValueChange={setCountry}
                error={errors.country}
                options={COUNTRIES.map((value) => ({ value, label: countryName(value, i18n.language) }))}
              />
            </>
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
            variant="selects"
            required
            value={birthday}
            onValueChange={setBirthday}
            min={range.min}
            max={range.max}
            error={errors.birthday}
          />
          <Checkbox
            name="terms"
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
            label={t('register.terms')}
          />
          <TextLink to={desktopPaths.infoPage('terms-of-use')}>{t('register.termsLink')}</TextLink>
          <Button type="submit" fullWidth loading={busy} disabled={!terms}>
            {t('register.submit')}
          </Button>
        </Form>
        <Paragraph>
          {t('register.haveAccount')} <TextLink to={desktopPaths.login}>{t('register.login')}</TextLink>
        </Paragraph>
      </Card>
    </FormColumn>
  );
}
