/**
 * /m/home/index: member browsing. Recommend pages through /member/index/userlist with a
 * design system's LoadMore until last_page; a free member (vip 0) gets only the first page, then the
 * upgrade notice and the upgrade screen after 1.5 s. Above the tabs, the members suggested to the
 * member (/member/discover/suggested) as a strip of their own. Search needs Search_users and runs
 * 500 ms after typing stops.
 */
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { isOk } from '../../app/api';
import { useAuthorities } from '../../app/authority';
import { serverMessage } from '../../app/i18n';
import { useToast } from '../../app/toast';
import { Avatar, EmptyState, LoadMore, Tabs, TextField, VerifiedBadge, type VipLevel } from '../../app/ui';
import { ageOn } from '../../app/validation';
import { Page, Paragraph, Stack, TextLink } from '../layout';
import { UPGRADE_REDIRECT_MS, upgradeRoute } from '../routes';
import { SEARCH_DELAY_MS, loadMemberPage, searchMembers, type MemberItem } from '../../features/member/memberApi';
import { mobilePaths } from '../../app/paths';
import { useDiscoverLinkLabel } from '../../features/discovery/discoverLink';

/** Its own chunk with the discovery texts, so the first member page does not wait for it. */
const SuggestedMembers = lazy(() => import('./SuggestedMembers'));

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

/** The whole card opens the member's profile. */
const CardLink = styled(Link)`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: inherit;
  text-decoration: none;
`;

/** /m/home/my/newsfeed/{id}: a member's profile. */
export const memberProfileRoute = (id: number) => mobilePaths.profile(id);

const Name = styled.span`
  font-weight: ${({ theme }) => theme.text.bodyStrong.weight};
`;

export function MemberList({ members }: { members: MemberItem[] }) {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  return (
    <Stack as="ul" $gap="sm">
      {members.map((member) => (
        <Item key={member.id}>
          <CardLink to={memberProfileRoute(Number(member.id))}>
            <Avatar
              src={member.avatar || null}
              name={member.username}
              vip={(Number(member.vip) as VipLevel) || 0}
              online={Number(member.is_online) === 1}
            />
            <Stack $gap="xs">
              <Name>
                {member.username}
                {Number(member.verified) === 1 && <VerifiedBadge style={{ marginInlineStart: '0.25em' }} />}
              </Name>
              <Paragraph>
                {t('members.age', { age: ageOn(new Date(Number(member.birthday)), now) })} ·{' '}
                {Number(member.sex) === 1 ? t('field.male') : t('field.female')}
              </Paragraph>
            </Stack>
          </CardLink>
        </Item>
      ))}
    </Stack>
  );
}

function Recommend() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [members, setMembers] = useState<MemberItem[]>([]);
  const [page, setPage] = useState(0);
  const [lastPage, setLastPage] = useState(1);
  const [vip, setVip] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(
    async (next: number) => {
      setBusy(true);
      const answer = await loadMemberPage(next);
      setBusy(false);
      setLoaded(true);
      if (!isOk(answer) || !answer.data) {
        toast.show({ message: serverMessage(answer.msg, 'error.internal', i18n), tone: 'danger' });
        return;
      }
      setMembers((current) => (next === 1 ? answer.data.data : [...current, ...answer.data.data]));
      setPage(next);
      setLastPage(Number(answer.data.last_page) || 1);
      setVip(Number(answer.data.user?.vip ?? 0));
    },
    [toast, i18n],
  );

  useEffect(() => {
    void load(1);
    return () => clearTimeout(redirect.current);
  }, [load]);

  const more = () => {
    if (vip === 0) {
      toast.show({ message: t('members.upgradeNeeded'), tone: 'warning' });
      clearTimeout(redirect.current);
      redirect.current = setTimeout(() => navigate(upgradeRoute), UPGRADE_REDIRECT_MS);
      return;
    }
    void load(page + 1);
  };

  if (loaded && members.length === 0) return <EmptyState title={t('members.empty')} />;
  return (
    <Stack $gap="md">
      <MemberList members={members} />
      {page > 0 && members.length > 0 && (
        <LoadMore
          status={busy ? 'loading' : page >= lastPage ? 'done' : 'idle'}
          onLoadMore={more}
          endText={t('common.noMore')}
        />
      )}
    </Stack>
  );
}

function Search() {
  const { t } = useTranslation();
  const { Search_users: allowed } = useAuthorities();
  const discoverLabel = useDiscoverLinkLabel();
  const [name, setName] = useState('');
  const [members, setMembers] = useState<MemberItem[] | null>(null);

  useEffect(() => {
    if (!allowed) return;
    const query = name.trim();
    if (!query) {
      setMembers(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchMembers(query, controller.signal)
        .then((answer) => setMembers(isOk(answer) && Array.isArray(answer.data) ? answer.data : []))
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, allowed]);

  if (!allowed) return <EmptyState title={t('guard.noPermission')} description={t('members.searchNeedsVip')} />;
  return (
    <Stack $gap="md">
      <TextField label={t('members.searchName')} type="search" value={name} onValueChange={setName} />
      <TextLink to={mobilePaths.discover}>{discoverLabel}</TextLink>
      {members && members.length === 0 && <EmptyState title={t('members.noUserFound')} />}
      {members && members.length > 0 && <MemberList members={members} />}
    </Stack>
  );
}

export default function MemberIndex() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('recommend');
  return (
    <Page $withTabBar>
      <Suspense fallback={null}>
        <SuggestedMembers />
      </Suspense>
      <Tabs
        label={t('members.tabs')}
        variant="pill"
        stretch
        value={tab}
        onValueChange={setTab}
        items={[
          { id: 'recommend', label: t('members.recommend'), content: tab === 'recommend' ? <Recommend /> : null },
          { id: 'search', label: t('members.search'), content: tab === 'search' ? <Search /> : null },
        ]}
      />
    </Page>
  );
}
