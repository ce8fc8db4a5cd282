/**
 * /w/home/index (docs/product.md section 2, "Desktop home page"): the coverflow wall of member avatars,
 * the credits box (balance, recharge), the invite dialog, a member list with the Latest / Online
 * toggle (view all only for online; avatars open the hover card) and the newsfeed.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { desktopPaths } from '../../app/paths';
import { useSession } from '../../app/session';
import { Button, Tabs, formatUsd } from '../../app/ui';
import { latestMembersPage, onlineMembersPage } from '../../features/member/memberApi';
import { useMemberList } from '../../features/member/useMemberList';
import { pagedReader, useTrendFeed } from '../../features/trend/trends';
import { MemberRows } from '../member/MemberRows';
import { InviteDialog } from './InviteDialog';
import { MemberWall } from './MemberWall';
import { TrendFeed } from '../trend/TrendFeed';
import { Card, Columns, Content, Paragraph, Spread, Subheading, TextLink } from '../layout';

function Members() {
  const { t } = useTranslation();
  const [which, setWhich] = useState<'latest' | 'online'>('latest');
  const list = useMemberList(which === 'online' ? onlineMembersPage : latestMembersPage);
  return (
    <Card aria-label={t('desk.home.members')}>
      <Spread>
        <Subheading>{t('desk.home.members')}</Subheading>
        {which === 'online' && <TextLink to={desktopPaths.memberOnline}>{t('desk.home.viewAll')}</TextLink>}
      </Spread>
      <Tabs
        label={t('desk.home.members')}
        value={which}
        onValueChange={(value: string) => setWhich(value as 'latest' | 'online')}
        items={[
          { id: 'latest', label: t('desk.home.latest') },
          { id: 'online', label: t('desk.home.online') },
        ]}
      />
      {list.loaded && (
        <MemberRows members={list.members.slice(0, 8)} onFollow={list.follow} emptyTitle={t('desk.home.noMembers')} />
      )}
    </Card>
  );
}

export default function HomeIndex() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const read = useMemo(() => pagedReader('/member/trend/trend'), []);
  const feed = useTrendFeed(read);
  const [inviting, setInviting] = useState(false);
  return (
    <Content>
      <MemberWall />
      <Columns>
        <Card aria-label={t('desk.home.trends')}>
          <Subheading>{t('desk.home.trends')}</Subheading>
          <TrendFeed feed={feed} emptyTitle={t('desk.home.noTrends')} />
        </Card>
        <div>
          <Card aria-label={t('desk.home.credits')}>
            <Subheading>{t('desk.home.credits')}</Subheading>
            <Paragraph>
              {t('desk.home.balance')}: {formatUsd(session?.amount ?? '0')}
            </Paragraph>
            <Button onClick={() => navigate(desktopPaths.pay)}>{t('desk.home.pay')}</Button>
            <Button variant="secondary" onClick={() => setInviting(true)}>
              {t('desk.invite.open')}
            </Button>
          </Card>
          <InviteDialog open={inviting} onClose={() => setInviting(false)} />
          <Members />
        </div>
      </Columns>
    </Content>
  );
}
