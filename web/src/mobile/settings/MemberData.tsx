/**
 * /m/home/my/setup/mydata: "Download my data" (one copy a day, a link for 7 days) and "Delete my
 * account" (password again, 14 days of grace, what is kept and why), docs/privacy.md.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { mobilePaths } from '../../app/paths';
import { MemberDataPanel } from '../../app/ui';
import { useMemberDataPage } from '../../features/memberData/useMemberDataPage';
import { Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { setupRoutes } from '../routes';

export default function MemberData() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const panel = useMemberDataPage(() => navigate(mobilePaths.login, { replace: true }));

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('memberData.title')} back={setupRoutes.index} />
      <MemberDataPanel {...panel} />
    </Page>
  );
}
