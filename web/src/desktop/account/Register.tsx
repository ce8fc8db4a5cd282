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
import { RegistrationForm } from '../../app/ui';
import { checkBirthday, checkEmail, checkNewPassword, checkPasswordRepeat, checkUsername } from '../../app/validation';
import { COUNTRIES, INVITATION_USERNAME, INVITATION_USERNAME_MAX, USERNAME_MAX } from '@kindred/rules';
import { countryName, desktopBirthdayRange } from '../../features/account/registration';
import { useRegistration } from '../../features/account/useRegistration';
import { Card, FormColumn, Heading, Paragraph, TextLink } from '../layout';

export default function Register({ invitation = false }: { invitation?: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const [range] = useState(() => desktopBirthdayRange(new Date()));
  const { form, problem, send } = useRegistration({
    invitation,
    code,
    onRegistered: () => navigate(desktopPaths.index, { replace: true }),
  });
  const { username, email, password, repeat, laid, country, birthday } = form.values;
  const required = (value: string, field: string) => (value.trim() ? undefined : problem('validation.required', field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const usernameProblem =
      invitation && username.trim() && !INVITATION_USERNAME.test(username.trim())
        ? t('desk.register.usernameInvitation')
        : problem(checkUsername(username), 'field.username');
    void send({
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
    });
  };

  return (
    <FormColumn>
      <Card>
        <Heading>{t(invitation ? 'register.invitationHeading' : 'desk.title.signup')}</Heading>
        <RegistrationForm
          {...form}
          onSubmit={submit}
          birthdayRange={range}
          usernameMaxLength={invitation ? INVITATION_USERNAME_MAX : USERNAME_MAX}
          invitation={invitation ? ['code', 'repeat', 'laid', 'country'] : []}
          invitationCode={code}
          countries={COUNTRIES.map((value) => ({ value, label: countryName(value, i18n.language) }))}
          termsLink={<TextLink to={desktopPaths.infoPage('terms-of-use')}>{t('register.termsLink')}</TextLink>}
        />
        <Paragraph>
          {t('register.haveAccount')} <TextLink to={desktopPaths.login}>{t('register.login')}</TextLink>
        </Paragraph>
      </Card>
    </FormColumn>
  );
}
