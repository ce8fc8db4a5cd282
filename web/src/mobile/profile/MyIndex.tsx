/**
 * /m/home/my/index, the Mine tab: the member's own header (avatar, name, age, gender, membership,
 * expiry, newsfeed count, balance), refreshed from /member/index/userinfo, and the menu to recharge,
 * upgrade, gifts, albums, customer service, own newsfeed, the safety centre and settings.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { ChevronRight, Crown, Gift, Headphones, Images, Newspaper, Settings, ShieldCheck, Wallet } from 'lucide-react';
import { refreshUserInfo } from '../../app/authority';
import { useSession } from '../../app/session';
import { ProfileHeader, formatUsd, useLocale } from '../../app/ui';
import { membershipExpiry, sessionMember } from './sessionMember';
import { Page } from '../layout';
import { setupRoutes, upgradeRoute } from '../routes';
import { profileRoute } from '../trend/TrendFeedList';
import { mobilePaths } from '../../app/paths';

export const mineRoutes = {
  index: mobilePaths.my,
  recharge: mobilePaths.recharge,
  upgrade: upgradeRoute,
  gifts: mobilePaths.giftList,
  service: mobilePaths.chatService,
  safety: mobilePaths.safety,
} as const;

const Menu = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
  overflow: hidden;
`;

const Entry = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.control.height.lg};
  padding: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text.primary};
  text-decoration: none;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  li:last-child > & {
    border-bottom: 0;
  }
  & > span {
    flex: 1;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.text.brand};
    outline-offset: -2px;
  }
`;

export default function MyIndex() {
  const { t } = useTranslation();
  const { t: ds } = useLocale();
  const session = useSession();

  useEffect(() => {
    // Balance, tier and newsfeed count change elsewhere (payments, posts): show them fresh.
    void refreshUserInfo();
  }, []);

  if (!session) return null;
  const entry = (to: string, label: string, icon: ReactNode) => (
    <li>
      <Entry to={to}>
        {icon}
        <span>{label}</span>
        <ChevronRight aria-hidden />
      </Entry>
    </li>
  );

  return (
    <Page $withTabBar>
      <ProfileHeader
        variant="own"
        member={sessionMember(session)}
        expiry={membershipExpiry(session)}
        balance={formatUsd(session.amount || 0)}
        newsfeedCount={session.newfeedcount}
      />
      <nav aria-label={t('mine.menu')}>
        <Menu>
          {entry(mineRoutes.recharge, t('mine.recharge'), <Wallet aria-hidden />)}
          {entry(mineRoutes.upgrade, t('mine.upgrade'), <Crown aria-hidden />)}
          {entry(mineRoutes.gifts, t('mine.gifts'), <Gift aria-hidden />)}
          {entry(profileRoute(session.id, 2), t('mine.albums'), <Images aria-hidden />)}
          {entry(profileRoute(session.id, 1), t('mine.newsfeed'), <Newspaper aria-hidden />)}
          {entry(mineRoutes.service, t('mine.service'), <Headphones aria-hidden />)}
          {entry(mineRoutes.safety, ds('menu.safety'), <ShieldCheck aria-hidden />)}
          {entry(setupRoutes.index, t('mine.settings'), <Settings aria-hidden />)}
        </Menu>
      </nav>
    </Page>
  );
}
