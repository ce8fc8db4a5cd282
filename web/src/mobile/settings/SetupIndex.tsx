/** /m/home/my/setup/index: the member, then signature, language, change password and sign out. */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  BadgeCheck,
  Bell,
  Cake,
  ChevronRight,
  Globe,
  Heart,
  KeyRound,
  Languages,
  LogOut,
  MonitorSmartphone,
  PenLine,
  Shield,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { signOut } from '../../app/auth';
import { useSession } from '../../app/session';
import { Avatar, Button, Dialog } from '../../app/ui';
import { Page, Paragraph, Row, Stack } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { setupRoutes } from '../routes';
import { AvatarChange } from './AvatarChange';
import { setupDataRoutes } from './dataRoutes';
import { mobilePaths } from '../../app/paths';
import { useAccountPrivacyTexts } from '../../features/settings/texts';
import { useMemberDataTexts } from '../../features/memberData/memberDataTexts';
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { useVerificationTexts } from '../../features/verification/verificationTexts';

export default function SetupIndex() {
  useMemberDataTexts();
  useVerificationTexts();
  const { t: discover } = useDiscoverTexts();
  const { t } = useAccountPrivacyTexts();
  const navigate = useNavigate();
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!session) return null;

  const leave = async () => {
    setBusy(true);
    await signOut();
    navigate(mobilePaths.login, { replace: true });
  };

  const entry = (to: string, label: string, icon: ReactNode) => (
    <Button
      variant="secondary"
      fullWidth
      iconStart={icon}
      iconEnd={<ChevronRight aria-hidden />}
      onClick={() => navigate(to)}
    >
      {label}
    </Button>
  );

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('title.setup')} back={-1} />
      <Row style={{ justifyContent: 'flex-start' }}>
        <Avatar src={session.avatar || null} name={session.username} vip={session.vip} size="lg" />
        <Stack $gap="xs">
          <strong>{session.username}</strong>
          <Paragraph>{session.signature || t('setup.signatureHint')}</Paragraph>
          <AvatarChange />
        </Stack>
      </Row>
      <Stack as="nav" aria-label={t('title.setup')} $gap="sm">
        {entry(setupRoutes.about, discover('discover.factsHeading'), <Heart aria-hidden />)}
        {entry(setupDataRoutes.data, t('setupData.title'), <Globe aria-hidden />)}
        {entry(setupDataRoutes.birthday, t('setupData.birthdayTitle'), <Cake aria-hidden />)}
        {entry(setupDataRoutes.gender, t('setupData.genderTitle'), <UserRound aria-hidden />)}
        {entry(setupRoutes.signature, t('setup.signature'), <PenLine aria-hidden />)}
        {entry(setupRoutes.lang, t('setup.language'), <Languages aria-hidden />)}
        {entry(setupRoutes.changepwd, t('setup.changePassword'), <KeyRound aria-hidden />)}
        {entry(setupRoutes.notifications, t('title.pushDevice'), <Bell aria-hidden />)}
        {entry(setupRoutes.privacy, t('privacy.title'), <Shield aria-hidden />)}
        {entry(setupRoutes.verification, t('verification.entry'), <BadgeCheck aria-hidden />)}
        {entry(setupRoutes.sessions, t('sessions.title'), <MonitorSmartphone aria-hidden />)}
        {entry(setupRoutes.memberData, t('memberData.entry'), <ShieldCheck aria-hidden />)}
      </Stack>
      <Button variant="danger" fullWidth iconStart={<LogOut aria-hidden />} onClick={() => setConfirming(true)}>
        {t('setup.signOut')}
      </Button>
      <Dialog
        open={confirming}
        role="alertdialog"
        title={t('setup.signOutConfirm')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t('common.back')}
            </Button>
            <Button variant="danger" loading={busy} onClick={leave}>
              {t('setup.signOut')}
            </Button>
          </>
        }
      />
    </Page>
  );
}
