/**
 * /m/Register and /m/regist/{code} (invitation variant, which also asks the Lai ID): docs/product.md section 5
 * fields and rules. Success signs in and goes to /; an account under review sees the pending notice.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { mobilePaths } from '../../app/paths';
import { BirthdayPicker, Button, Checkbox, PasswordField, RadioGroup, TextField } from '../../app/ui';
import { BIRTHDAY_MIN, checkBirthday, checkEmail, checkNewPassword, checkUsername } from '../../app/validation';
import { useRegistration } from '../../features/account/useRegistration';
import { FormStack, Heading, Page, Paragraph, TextLink } from '../layout';

export default function Register({ invitation = false }: { invitation?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const [today] = useState(() => new Date());
  // '/' would lead here through the terminal redirect, remounting the layout and its toast.
  const form = useRegistration({
    invitation,
    code,
    onRegistered: () => navigate(mobilePaths.index, { replace: true }),
  });
  const { username, setUsername, email, setEmail, password, setPassword, laid, setLaid } = form;
  const { sex, setSex, birthday, setBirthday, terms, setTerms, errors, busy, problem } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.send(
      {
        username: problem(checkUsername(username), 'field.username'),
        email: problem(checkEmail(email), 'field.email'),
        password: problem(checkNewPassword(password), 'field.password'),
        birthday: problem(checkBirthday(birthday, today), 'field.birthday'),
        laid: invitation && !laid.trim() ? problem('validation.required', 'field.laid') : undefined,
      },
      '',
    );
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
