/** /m/login: account, password, remember me (keeps both on this device), forgot-password link. */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { mobilePaths } from '../../app/paths';
import { Button, Checkbox, PasswordField, TextField } from '../../app/ui';
import { useSignIn } from '../../features/account/useSignIn';
import { pendingExportKey } from '../../features/memberData/exportKey';
import { FormStack, Heading, Page, Paragraph, Row, TextLink } from '../layout';

export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // '/' would lead here through the terminal redirect, remounting the layout and its toast.
  const { account, setAccount, password, setPassword, remember, setRemember, errors, busy, submit } = useSignIn(() =>
    // A followed export link waits for its download on "My data and account".
    navigate(pendingExportKey() ? mobilePaths.setupMemberData : mobilePaths.index, { replace: true }),
  );

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
