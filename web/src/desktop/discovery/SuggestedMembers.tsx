/** The members suggested to the member (docs/discovery.md, "Suggested members"), shown before a search. */
import { useCallback } from 'react';
import { isOk } from '../../app/api';
import { Button } from '../../app/ui';
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { useSuggestedMembers } from '../../features/discovery/useSuggestedMembers';
import { toggleFollow } from '../../features/member/memberApi';
import { toSummary } from '../../features/member/useMemberList';
import { Subheading } from '../layout';
import { MemberRows } from '../member/MemberRows';

export function SuggestedMembers() {
  const { t } = useDiscoverTexts();
  const { members, more, hasMore, busy } = useSuggestedMembers();
  const follow = useCallback(async (id: number) => {
    const answer = await toggleFollow(id);
    return isOk(answer) ? Number(answer.data?.is_like) === 1 : null;
  }, []);
  if (!members || members.length === 0) return null;
  return (
    <section aria-label={t('discover.suggested')}>
      <Subheading>{t('discover.suggested')}</Subheading>
      <MemberRows members={members.map(toSummary)} onFollow={follow} emptyTitle={t('discover.noResults')} />
      {hasMore && (
        <Button variant="secondary" loading={busy} onClick={() => void more()}>
          {t('discover.more')}
        </Button>
      )}
    </section>
  );
}
