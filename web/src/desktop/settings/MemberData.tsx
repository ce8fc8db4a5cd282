/**
 * /w/home/user/data: "Download my data" (one copy a day, a link for 7 days) and "Delete my account"
 * (password again, 14 days of grace, what is kept and why), docs/privacy.md.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { desktopPaths } from '../../app/paths';
import { MemberDataPanel, ScreenHeader } from '../../app/ui';
import { useMemberDataPage } from '../../features/memberData/useMemberDataPage';
import { Content } from '../layout';

export default function MemberData() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const panel = useMemberDataPage(() => navigate(desktopPaths.login, { replace: true }));

  return (
    <Content>
      <ScreenHeader size="heading" title={t('memberData.title')} />
      <MemberDataPanel {...panel} />
    </Content>
  );
}
