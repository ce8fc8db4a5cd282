/** /w/login (title signin): username or email, password, remember me, forgot password. */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { desktopPaths } from '../../app/paths';
import { Heading, SignInForm, Text as Paragraph } from '../../app/ui';
import { TextLink } from '../../app/links';
import { useSignIn } from '../../features/account/useSignIn';
import { pendingExportKey } from '../../features/memberData/exportKey';
// Not from layout.tsx: the sign-in screen's chunk is the layout's first load (web/README.md, "First screens").
import { Card, FormColumn } from '../pageColumn';

export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useSignIn(() =>
    // A followed export link waits for its download on "My data and account".
    navigate(pendingExportKey() ? desktopPaths.userMemberData : desktopPaths.index, { replace: true }),
  );

  return (
    <FormColumn>
      <Card>
        <Heading>{t('desk.title.signin')}</Heading>
        <SignInForm
          {...form}
          forgotPassword={<TextLink to={desktopPaths.forgotPassword}>{t('login.forgot')}</TextLink>}
        />
        <Paragraph>
          {t('login.noAccount')} <TextLink to={desktopPaths.register}>{t('login.register')}</TextLink>
        </Paragraph>
      </Card>
    </FormColumn>
  );
}
