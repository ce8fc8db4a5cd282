/**
 * /w/home/member/online, /latest and /search. Online and latest load page by page to last_page (each
 * "more" adds the next page below; then the more button hides, docs/product.md section 4); a free
 * member (vip 0) gets the first page only: the upgrade notice, then the upgrade screen after 1.5 s.
 * Search (needs Search_users) runs 500 ms after typing stops; a blank name or no match shows
 * nouserfound.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { desktopPaths } from '../../app/paths';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { Button, EmptyState, Tabs, TextField } from '../../app/ui';
import {
  SEARCH_DELAY_MS,
  latestMembersPage,
  onlineMembersPage,
  searchMembers,
  toggleFollow,
} from '../../features/member/memberApi';
import { toSummary, useMemberList } from '../../features/member/useMemberList';
import { UPGRADE_REDIRECT_MS } from '../../features/upgrade/upgradeApi';
import { Card, Content, TextLink } from '../layout';
import { MemberRows } from './MemberRows';
import { useDiscoverLinkLabel } from '../../features/discovery/discoverLink';

type Tab = 'online' | 'latest' | 'search';
const tabPaths: Record<Tab, string> = {
  online: desktopPaths.memberOnline,
  latest: desktopPaths.memberLatest,
  search: desktopPaths.memberSearch,
};

function PagedMembers({ tab }: { tab: 'online' | 'latest' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const list = useMemberList(tab === 'online' ? onlineMembersPage : latestMembersPage);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const more = () => {
    if (session?.vip === 0) {
      toast.show({ message: t('desk.upgradeNotice'), tone: 'warning' });
      clearTimeout(redirect.current);
      redirect.current = setTimeout(() => navigate(desktopPaths.upgrade), UPGRADE_REDIRECT_MS);
      return;
    }
    void list.more();
  };

  if (!list.loaded) return null;
  return (
    <>
      <MemberRows members={list.members} onFollow={list.follow} emptyTitle={t('desk.home.noMembers')} />
      {list.hasMore && (
        <Button variant="secondary" loading={list.busy} onClick={more}>
          {t('desk.member.more')}
        </Button>
      )}
    </>
  );
}

function SearchMembers() {
  const { t } = useTranslation();
  const discoverLabel = useDiscoverLinkLabel();
  const [query, setQuery] = useState('');
  const [members, setMembers] = useState<ReturnType<typeof toSummary>[] | null>(null);
  useEffect(() => {
    const name = query.trim();
    if (!name) {
      setMembers(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchMembers(name, controller.signal)
        .then((answer) => setMembers(isOk(answer) && Array.isArray(answer.data) ? answer.data.map(toSummary) : []))
        .catch(() => undefined);
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  const follow = useCallback(async (id: number) => {
    const answer = await toggleFollow(id);
    if (!isOk(answer)) return null;
    const liked = Number(answer.data?.is_like) === 1;
    setMembers((current) => current?.map((m) => (m.id === id ? { ...m, is_like: liked ? 1 : 0 } : m)) ?? null);
    return liked;
  }, []);
  return (
    <>
      <TextField label={t('desk.member.searchLabel')} type="search" value={query} onValueChange={setQuery} />
      <TextLink to={desktopPaths.discover}>{discoverLabel}</TextLink>
      {members !== null &&
        (members.length === 0 ? (
          <EmptyState title={t('desk.member.nouserfound')} />
        ) : (
          <MemberRows members={members} onFollow={follow} emptyTitle={t('desk.member.nouserfound')} />
        ))}
    </>
  );
}

export default function MemberList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tab = (Object.keys(tabPaths) as Tab[]).find((key) => pathname.endsWith(`/${key}`)) ?? 'online';
  return (
    <Content>
      <Card>
        <Tabs
          label={t('desk.member.tabs')}
          value={tab}
          onValueChange={(next: string) => navigate(tabPaths[next as Tab])}
          items={[
            { id: 'online', label: t('desk.home.online') },
            { id: 'latest', label: t('desk.home.latest') },
            { id: 'search', label: t('desk.title.search') },
          ]}
        />
        {tab === 'search' ? <SearchMembers /> : <PagedMembers key={tab} tab={tab} />}
      </Card>
    </Content>
  );
}
