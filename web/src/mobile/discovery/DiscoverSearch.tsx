/**
 * /m/home/discover: discovery search (docs/discovery.md). The filter sheet (sex, age range, country, city,
 * online now, with a photo, interests) and the saved searches above, the members found below, 20 more
 * with each "show more".
 * Needs Search_users: a member without it is offered the upgrade. Before a search, the members
 * suggested to the member.
 */
import { Button, EmptyState, SavedSearchList, SearchFilters } from '../../app/ui';
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { useSearchFiltersTexts } from '../../features/discovery/discoveryComponentTexts';
import { useDiscoverTitle, useDiscoverySearch } from '../../features/discovery/useDiscoverySearch';
import { useSavedSearchList } from '../../features/discovery/savedSearches';
import { mobilePaths } from '../../app/paths';
import { Page, Paragraph, RoutedScreenHeader, Stack, TextLink } from '../layout';
import { upgradeRoute } from '../routes';
import { MemberList } from '../home/MemberIndex';
import { SuggestedMembers } from './SuggestedMembers';

export default function DiscoverSearch() {
  useDiscoverTitle();
  const { t } = useDiscoverTexts();
  const texts = useSearchFiltersTexts();
  const { filters, change, search, searchWith, more, members, total, hasMore, busy, problem } = useDiscoverySearch();
  const { allowed: maySaveSearches, ...savedSearches } = useSavedSearchList();

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('discover.title')} back={mobilePaths.index} />
      <SearchFilters
        layout="mobile"
        texts={texts}
        value={filters}
        onChange={change}
        onSearch={() => void search()}
        busy={busy && members.length === 0}
      />
      {maySaveSearches && (
        <SavedSearchList {...savedSearches} filters={filters} onRun={(saved) => void searchWith(saved)} />
      )}
      {problem === 'upgrade' && (
        <Paragraph role="alert">
          <TextLink to={upgradeRoute}>{t('discover.upgrade')}</TextLink>
        </Paragraph>
      )}
      {problem === 'badFilters' && <Paragraph role="alert">{t('discover.badFilters')}</Paragraph>}
      {total === null && !problem && <SuggestedMembers />}
      {total !== null && !problem && (
        <Stack as="section" aria-label={t('discover.results', { count: total })} $gap="md">
          <Paragraph aria-live="polite">{t('discover.results', { count: total })}</Paragraph>
          {members.length === 0 ? <EmptyState title={t('discover.noResults')} /> : <MemberList members={members} />}
          {hasMore && (
            <Button variant="secondary" fullWidth loading={busy} onClick={() => void more()}>
              {t('discover.more')}
            </Button>
          )}
        </Stack>
      )}
    </Page>
  );
}
