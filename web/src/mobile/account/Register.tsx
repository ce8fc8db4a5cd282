/**
 * /m/Register and /m/regist/{code} (invitation variant, which also asks the Lai ID): docs/product.md section 5
 * fields and rules. Success signs in and goes to /; an account under review sees the pending notice.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { mobilePaths } from '../../app/paths';
import { RegistrationForm } from '../../app/ui';
import { BIRTHDAY_MIN, checkBirthday, checkEmail, checkNewPassword, checkUsername } from '../../app/validation';
import { useRegistration } from '../../features/account/useRegistration';
import { Heading, Page, Paragraph, TextLink } from '../layout';

export default function Register({ invitation = false }: { invitation?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const [today] = useState(() => new Date());
  // '/' would lead here through the terminal redirect, remounting the layout and its toast.
  const { form, problem, send } = useRegistration({
    invitation,
    code,
    onRegistered: () => navigate(mobilePaths.index, { replace: true }),
  });
  const { username, email, password, birthday, laid } = form.values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send({
      username: problem(checkUsername(username), 'field.username'),
      email: problem(checkEmail(email), 'field.email'),
      password: problem(checkNewPassword(password), 'field.password'),
      birthday: problem(checkBirthday(birthday, today), 'field.birthday'),
      laid: invitation && !laid.trim() ? problem('validation.required', 'field.laid') : undefined,
    });
  };

  return (
    <Page>
      <Heading>{t(invitation ? 'register.invitationHeading' : 'register.heading')}</Heading>
      <RegistrationForm
        {...form}
        onSubmit={submit}
        birthdayRange={{ min: BIRTHDAY_MIN, max: today }}
        invitation={invitation ? ['laid'] : []}
        termsLink={<TextLink to={mobilePaths.agreement}>{t('register.termsLink')}</TextLink>}
      />
      <Paragraph>
        {t('register.haveAccount')} <TextLink to={mobilePaths.login}>{t('register.login')}</TextLink>
      </Paragraph>
    </Page>
  );
}
