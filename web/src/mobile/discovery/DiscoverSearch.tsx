/**
 * /m/home/discover: discovery search (docs/discovery.md). The filter sheet (sex, age range, country, city,
 * online now, with a photo, interests) and the saved searches above, the members found below, 20 a page,
 * one page at a time with the page numbers under it (Pagination).
 * Needs Search_users: a member without it is offered the upgrade. Before a search, the members
 * suggested to the member.
 */
import { EmptyState, SavedSearchList, SearchFilters, ErrorText, Notice, Pagination } from '../../app/ui';
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { useResultPagesTexts, useSearchFiltersTexts } from '../../features/discovery/discoveryComponentTexts';
import { useDiscoverTitle, useDiscoverySearch } from '../../features/discovery/useDiscoverySearch';
import { useSavedSearchList } from '../../features/discovery/savedSearches';
import { mobilePaths } from '../../app/paths';
import { Page, Paragraph, Stack, TextLink } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { upgradeRoute } from '../routes';
import { MemberList } from '../home/MemberIndex';
import { SuggestedMembers } from './SuggestedMembers';

export default function DiscoverSearch() {
  useDiscoverTitle();
  const { t } = useDiscoverTexts();
  const texts = useSearchFiltersTexts();
  const pagesTexts = useResultPagesTexts();
  const { filters, change, search, searchWith, showPage, results, members, total, page, lastPage, busy, problem } =
    useDiscoverySearch();
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
        <Notice tone="upgrade" role="alert">
          <TextLink to={upgradeRoute}>{t('discover.upgrade')}</TextLink>
        </Notice>
      )}
      {problem === 'badFilters' && <ErrorText>{t('discover.badFilters')}</ErrorText>}
      {total === null && !problem && <SuggestedMembers />}
      {total !== null && !problem && (
        <Stack as="section" ref={results} tabIndex={-1} aria-label={t('discover.results', { count: total })} $gap="md">
          <Paragraph aria-live="polite">{t('discover.results', { count: total })}</Paragraph>
          {members.length === 0 ? <EmptyState title={t('discover.noResults')} /> : <MemberList members={members} />}
          <Pagination
            page={page}
            last={lastPage}
            onPage={(chosen) => void showPage(chosen)}
            aria-busy={busy}
            texts={pagesTexts}
          />
        </Stack>
      )}
    </Page>
  );
}
