/**
 * /w/home/discover: discovery search (docs/discovery.md). The filters (age range, country, city,
 * online now, with a photo, interests) in a card beside the members found, 20 more with each "show
 * more". Needs Search_users: a member without it is offered the upgrade. Before a search, the
 * members suggested to the member.
 */
import type { FormEvent } from 'react';
import { COUNTRIES, SEARCH_AGE_MAX, SEARCH_AGE_MIN } from '@kindred/rules';
import { Button, Checkbox, EmptyState, Select, TextField, useLocale } from '../../app/ui';
import { desktopPaths } from '../../app/paths';
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { useDiscoverTitle, useDiscoverySearch } from '../../features/discovery/useDiscoverySearch';
import { toSummary } from '../../features/member/useMemberList';
import { Card, Columns, Content, Form, Heading, Paragraph, Row, TextLink } from '../layout';
import { MemberRows } from '../member/MemberRows';
import { InterestTags } from './InterestTags';
import { SuggestedMembers } from './SuggestedMembers';

export default function DiscoverSearch() {
  useDiscoverTitle();
  const { t } = useDiscoverTexts();
  const { t: ds } = useLocale();
  const { filters, change, search, more, follow, members, total, hasMore, busy, problem } = useDiscoverySearch();

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
      value={filters[name]}
      onValueChange={(value) => change({ [name]: value })}
    />
  );

  return (
    <Content>
      <Heading>{t('discover.title')}</Heading>
      <Columns>
        <Card aria-label={t('discover.title')}>
          {problem === 'upgrade' && (
            <Paragraph role="alert">
              <TextLink to={desktopPaths.upgrade}>{t('discover.upgrade')}</TextLink>
            </Paragraph>
          )}
          {problem === 'badFilters' && <Paragraph role="alert">{t('discover.badFilters')}</Paragraph>}
          {total === null && !problem && <SuggestedMembers />}
          {total !== null && !problem && (
            <>
              <Paragraph aria-live="polite">{t('discover.results', { count: total })}</Paragraph>
              {members.length === 0 ? (
                <EmptyState title={t('discover.noResults')} />
              ) : (
                <MemberRows members={members.map(toSummary)} onFollow={follow} emptyTitle={t('discover.noResults')} />
              )}
              {hasMore && (
                <Button variant="secondary" loading={busy} onClick={() => void more()}>
                  {t('discover.more')}
                </Button>
              )}
            </>
          )}
        </Card>
        <Card aria-label={t('discover.filters')}>
          <Form noValidate onSubmit={submit} role="search" aria-label={t('discover.filters')}>
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
            <Button type="submit" loading={busy && members.length === 0}>
              {t('discover.search')}
            </Button>
          </Form>
        </Card>
      </Columns>
    </Content>
  );
}
