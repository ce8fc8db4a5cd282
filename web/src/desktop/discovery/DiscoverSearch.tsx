/**
 * /w/home/discover: discovery search (docs/discovery.md). The filter panel (sex, age range, country, city,
 * online now, with a photo, interests) and the saved searches under it, kept in view, beside the members found, 20
 * a page, one page at a time with the page numbers under it (Pagination). Needs Search_users: a member without it
 * is offered the upgrade. Before a search, the members suggested to the member.
 */
import styled from 'styled-components';
import {
  EmptyState,
  Pagination,
  SavedSearchList,
  SearchFilters,
  Stack,
  ScreenHeader,
  ErrorText,
  Notice,
} from '../../app/ui';
import { desktopPaths } from '../../app/paths';
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { useResultPagesTexts, useSearchFiltersTexts } from '../../features/discovery/discoveryComponentTexts';
import { useDiscoverTitle, useDiscoverySearch } from '../../features/discovery/useDiscoverySearch';
import { useSavedSearchList } from '../../features/discovery/savedSearches';
import { toSummary } from '../../features/member/useMemberList';
import { Card, Columns, Content, Paragraph, TextLink } from '../layout';
import { MemberRows } from '../member/MemberRows';
import { SuggestedMembers } from './SuggestedMembers';

/**
 * The filter panel and the saved searches under it stay in view while the results scroll: the column
 * sticks below the window's top and, taller than the window, scrolls on its own (its padding keeps the
 * cards' shadows inside the scrolling box).
 */
const SideColumn = styled(Stack)`
  position: sticky;
  top: ${({ theme }) => theme.space.md};
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.md});
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.sm};
  margin: calc(-1 * ${({ theme }) => theme.space.sm});
`;

export default function DiscoverSearch() {
  useDiscoverTitle();
  const { t } = useDiscoverTexts();
  const texts = useSearchFiltersTexts();
  const pagesTexts = useResultPagesTexts();
  const {
    filters,
    change,
    search,
    searchWith,
    showPage,
    results,
    follow,
    members,
    total,
    page,
    lastPage,
    busy,
    problem,
  } = useDiscoverySearch();
  const { allowed: maySaveSearches, ...savedSearches } = useSavedSearchList();

  return (
    <Content>
      <ScreenHeader size="heading" title={t('discover.title')} />
      <Columns>
        <Card aria-label={t('discover.title')}>
          {problem === 'upgrade' && (
            <Notice tone="upgrade" role="alert">
              <TextLink to={desktopPaths.upgrade}>{t('discover.upgrade')}</TextLink>
            </Notice>
          )}
          {problem === 'badFilters' && <ErrorText>{t('discover.badFilters')}</ErrorText>}
          {total === null && !problem && <SuggestedMembers />}
          {total !== null && !problem && (
            <Stack
              as="section"
              ref={results}
              tabIndex={-1}
              aria-label={t('discover.results', { count: total })}
              gap="md"
            >
              <Paragraph aria-live="polite">{t('discover.results', { count: total })}</Paragraph>
              {members.length === 0 ? (
                <EmptyState title={t('discover.noResults')} />
              ) : (
                <MemberRows members={members.map(toSummary)} onFollow={follow} emptyTitle={t('discover.noResults')} />
              )}
              <Pagination
                page={page}
                last={lastPage}
                onPage={(chosen) => void showPage(chosen)}
                aria-busy={busy}
                texts={pagesTexts}
              />
            </Stack>
          )}
        </Card>
        <SideColumn gap="lg">
          <SearchFilters
            layout="desktop"
            texts={texts}
            value={filters}
            onChange={change}
            onSearch={() => void search()}
            busy={busy && members.length === 0}
          />
          {maySaveSearches && (
            <SavedSearchList {...savedSearches} filters={filters} onRun={(saved) => void searchWith(saved)} />
          )}
        </SideColumn>
      </Columns>
    </Content>
  );
}
