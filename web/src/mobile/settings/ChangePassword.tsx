/** /m/home/my/setup/changepwd: old and new password (max 18), confirmation must match; 0 = old wrong. */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { PasswordChangeForm } from '../../app/ui';
import { usePasswordChange } from '../../features/account/usePasswordChange';
import { Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { setupRoutes } from '../routes';

export default function ChangePassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form } = usePasswordChange({
    keys: { submit: 'common.submit', changed: 'setup.passwordChanged', oldWrong: 'setup.oldPasswordIncorrect' },
    toastOldWrong: true,
    onChanged: () => navigate(setupRoutes.index),
  });

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('title.changepwd')} back={setupRoutes.index} />
      <PasswordChangeForm {...form} />
    </Page>
  );
}
