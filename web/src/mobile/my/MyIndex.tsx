/**
 * /m/home/my/index, the Mine tab: the member's own header (avatar, name, age, gender, membership,
 * expiry, newsfeed count, balance), refreshed from /member/index/userinfo, and the menu to recharge,
 * upgrade, gifts, albums, customer service, own newsfeed and settings.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { ChevronRight, Crown, Gift, Headphones, Images, Newspaper, Settings, Wallet } from 'lucide-react';
import { refreshUserInfo } from '../../app/authority';
import { useSession, type SessionUser } from '../../app/session';
import { ProfileHeader, formatUsd, type MemberSummary } from '../../app/ui';
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

/** The deadline of the member's tier (unix seconds) as YYYY-MM-DD, or nothing for free members. */
export function membershipExpiry(
  session: Pick<SessionUser, 'vip' | 'overduedate_1' | 'overduedate_2'>,
): string | undefined {
  const seconds = session.vip === 2 ? session.overduedate_2 : session.vip === 1 ? session.overduedate_1 : 0;
  if (!seconds) return undefined;
  const date = new Date(seconds * 1000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The session as the design system's member shape. */
export function sessionMember(session: SessionUser): MemberSummary {
  return {
    id: session.id,
    username: session.username,
    avatar: session.avatar || null,
    vip: session.vip,
    is_online: 1,
    is_like: 0,
    sex: session.gender,
    birthday: session.birthday,
    signature: session.signature,
  };
}

export default function MyIndex() {
  const { t } = useTranslation();
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
          {entry(setupRoutes.index, t('mine.settings'), <Settings aria-hidden />)}
        </Menu>
      </nav>
    </Page>
  );
}
