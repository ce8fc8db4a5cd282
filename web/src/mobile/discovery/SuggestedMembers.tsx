/** The members suggested to the member (docs/discovery.md, "Suggested members"), shown before a search. */
import { Button } from '../../app/ui';
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { useSuggestedMembers } from '../../features/discovery/useSuggestedMembers';
import { Stack } from '../layout';
import { MemberList } from '../home/MemberIndex';

export function SuggestedMembers() {
  const { t } = useDiscoverTexts();
  const { members, more, hasMore, busy } = useSuggestedMembers();
  if (!members || members.length === 0) return null;
  return (
    <Stack as="section" aria-label={t('discover.suggested')} $gap="md">
      <h2>{t('discover.suggested')}</h2>
      <MemberList members={members} />
      {hasMore && (
        <Button variant="secondary" fullWidth loading={busy} onClick={() => void more()}>
          {t('discover.more')}
        </Button>
      )}
    </Stack>
  );
}
