/**
 * /m/home/discover: discovery search (docs/discovery.md). The filters (age range, country, city,
 * online now, with a photo, interests) above, the members found below, 20 more with each "show more".
 * Needs Search_users: a member without it is offered the upgrade. Before a search, the members
 * suggested to the member.
 */
import type { FormEvent } from 'react';
import { COUNTRIES, SEARCH_AGE_MAX, SEARCH_AGE_MIN } from '@kindred/rules';
import { Button, Checkbox, EmptyState, Select, TextField, useLocale } from '../../app/ui';
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { useDiscoverTitle, useDiscoverySearch } from '../../features/discovery/useDiscoverySearch';
import { mobilePaths } from '../../app/paths';
import { FormStack, Page, Paragraph, Row, ScreenHeader, Stack, TextLink } from '../layout';
import { upgradeRoute } from '../routes';
import { MemberList } from '../home/MemberIndex';
import { InterestTags } from './InterestTags';
import { SuggestedMembers } from './SuggestedMembers';

export default function DiscoverSearch() {
  useDiscoverTitle();
  const { t } = useDiscoverTexts();
  const { t: ds } = useLocale();
  const { filters, change, search, more, members, total, hasMore, busy, problem } = useDiscoverySearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search();
  };
  const toggle = (tag: string) =>
    change({
      interests: filters.interests.includes(tag)
        ? filters.interests.filter((picked) => picked !== tag)
        : [...filters.interests, tag],
    });
  const ageField = (name: 'ageMin' | 'ageMax') => (
    <TextField
      label={t(`discover.${name}`)}
      name={name === 'ageMin' ? 'age_min' : 'age_max'}
      type="number"
      min={SEARCH_AGE_MIN}
      max={SEARCH_AGE_MAX}
      inputMode="numeric"
      value={filters[name]}
      onValueChange={(value) => change({ [name]: value })}
    />
  );

  return (
    <Page $withTabBar>
      <ScreenHeader title={t('discover.title')} back={mobilePaths.index} />
      <FormStack noValidate onSubmit={submit} aria-label={t('discover.filters')} role="search">
        <Row>
          {ageField('ageMin')}
          {ageField('ageMax')}
        </Row>
        <Select
          label={t('discover.country')}
          name="country"
          value={filters.country}
          onValueChange={(country) => change({ country })}
          options={[
            { value: '', label: t('discover.anyCountry') },
            ...COUNTRIES.map((code) => ({ value: code, label: ds(`country.${code}` as Parameters<typeof ds>[0]) })),
          ]}
        />
        <TextField
          label={t('discover.city')}
          name="city"
          value={filters.city}
          onValueChange={(city) => change({ city })}
        />
        <Checkbox
          label={t('discover.onlineOnly')}
          checked={filters.online}
          onChange={(event) => change({ online: event.target.checked })}
        />
        <Checkbox
          label={t('discover.withPhoto')}
          checked={filters.withPhoto}
          onChange={(event) => change({ withPhoto: event.target.checked })}
        />
        <InterestTags picked={filters.interests} onToggle={toggle} />
        <Button type="submit" fullWidth loading={busy && members.length === 0}>
          {t('discover.search')}
        </Button>
      </FormStack>
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
