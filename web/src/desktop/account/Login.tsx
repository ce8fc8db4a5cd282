/** /w/login (title signin): username or email, password, remember me, forgot password. */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { PASSWORD_MAX } from '@kindred/rules';
import { desktopPaths } from '../../app/paths';
import { Button, Checkbox, PasswordField, TextField } from '../../app/ui';
import { useSignIn } from '../../features/account/useSignIn';
import { pendingExportKey } from '../../features/memberData/exportKey';
import { Card, Form, FormColumn, Heading, Paragraph, Spread, TextLink } from '../layout';

export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { account, setAccount, password, setPassword, remember, setRemember, errors, busy, submit } = useSignIn(() =>
    // A followed export link waits for its download on "My data and account".
    navigate(pendingExportKey() ? desktopPaths.userMemberData : desktopPaths.index, { replace: true }),
  );

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
            maxLength={PASSWORD_MAX}
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
