/**
 * /w/regist and /w/regist/{code} (title signup). Year options run from 50 to 19 years back and the
 * days follow the month and leap years (BirthdayPicker selects). The invitation variant also asks the
 * Lai ID, a repeated password (pwdnomatch) and the country, and takes usernames of 2-8 letters or
 * digits. Success signs in; an account under review then sees the approval notice.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { desktopPaths } from '../../app/paths';
import { BirthdayPicker, Button, Checkbox, PasswordField, RadioGroup, Select, TextField } from '../../app/ui';
import { checkBirthday, checkEmail, checkNewPassword, checkPasswordRepeat, checkUsername } from '../../app/validation';
import { COUNTRIES, INVITATION_USERNAME, INVITATION_USERNAME_MAX, PASSWORD_MAX, USERNAME_MAX } from '@kindred/rules';
import { countryName, desktopBirthdayRange } from '../../features/account/registration';
import { useRegistration } from '../../features/account/useRegistration';
import { Card, Form, FormColumn, Heading, Paragraph, TextLink } from '../layout';

export default function Register({ invitation = false }: { invitation?: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const [range] = useState(() => desktopBirthdayRange(new Date()));
  const [repeat, setRepeat] = useState('');
  const [country, setCountry] = useState('');
  const form = useRegistration({
    invitation,
    code,
    onRegistered: () => navigate(desktopPaths.index, { replace: true }),
  });
  const { username, setUsername, email, setEmail, password, setPassword, laid, setLaid } = form;
  const { sex, setSex, birthday, setBirthday, terms, setTerms, errors, busy, problem } = form;
  const required = (value: string, field: string) => (value.trim() ? undefined : problem('validation.required', field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const usernameProblem =
      invitation && username.trim() && !INVITATION_USERNAME.test(username.trim())
        ? t('desk.register.usernameInvitation')
        : problem(checkUsername(username), 'field.username');
    void form.send(
      {
        username: usernameProblem,
        email: problem(checkEmail(email), 'field.email'),
        password: problem(checkNewPassword(password), 'field.password'),
        birthday: problem(checkBirthday(birthday), 'field.birthday'),
        ...(invitation
          ? {
              repeat: problem(checkPasswordRepeat(password, repeat), 'field.repeatPassword'),
              laid: required(laid, 'field.laid'),
              country: required(country, 'desk.register.country'),
            }
          : {}),
      },
      country,
    );
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
            maxLength={invitation ? INVITATION_USERNAME_MAX : USERNAME_MAX}
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
            maxLength={PASSWORD_MAX}
            value={password}
            onValueChange={setPassword}
            error={errors.password}
          />
          {invitation && (
            <>
              <TextField label={t('field.invitationCode')} name="code" value={code} readOnly />
              <PasswordField
                label={t('field.repeatPassword')}
                name="repeat"
                autoComplete="new-password"
                required
                maxLength={PASSWORD_MAX}
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
