/** /m/login: account, password, remember me (keeps both on this device), forgot-password link. */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { mobilePaths } from '../../app/paths';
import { SignInForm } from '../../app/ui';
import { useSignIn } from '../../features/account/useSignIn';
import { pendingExportKey } from '../../features/memberData/exportKey';
import { Heading, Page, Paragraph, TextLink } from '../layout';

export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // '/' would lead here through the terminal redirect, remounting the layout and its toast.
  const form = useSignIn(() =>
    // A followed export link waits for its download on "My data and account".
    navigate(pendingExportKey() ? mobilePaths.setupMemberData : mobilePaths.index, { replace: true }),
  );

  return (
    <Page>
      <Heading>{t('login.heading')}</Heading>
      <SignInForm {...form} forgotPassword={<TextLink to={mobilePaths.forgotPassword}>{t('login.forgot')}</TextLink>} />
      <Paragraph>
        {t('login.noAccount')} <TextLink to={mobilePaths.register}>{t('login.register')}</TextLink>
      </Paragraph>
    </Page>
  );
}
