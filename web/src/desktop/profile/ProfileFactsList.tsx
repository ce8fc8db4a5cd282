/** A member's profile facts on their desktop profile (a description list of the facts given). */
import { Fragment } from 'react';
import styled from 'styled-components';
import { interestLabel, useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { hasFacts, type ProfileFacts } from '../../features/profile/facts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  dd {
    margin: 0;
    white-space: pre-line;
  }
`;

export function ProfileFactsList({ facts }: { facts: ProfileFacts }) {
  const { t, i18n } = useDiscoverTexts();
  if (!hasFacts(facts)) return null;
  const rows: Array<[string, string]> = [];
  if (facts.about) rows.push([t('discover.about'), facts.about]);
  if (facts.city) rows.push([t('discover.city'), facts.city]);
  if (facts.looking_for) rows.push([t('discover.lookingFor'), t(`discover.looking.${facts.looking_for}`)]);
  if (facts.interests.length)
    rows.push([t('discover.interests'), facts.interests.map((tag) => interestLabel(tag, i18n.language)).join(', ')]);
  if (facts.height_cm) rows.push([t('discover.heightCm'), t('discover.height', { cm: facts.height_cm })]);
  if (facts.languages.length) rows.push([t('discover.languages'), facts.languages.join(', ')]);
  return (
    <Facts aria-label={t('discover.factsHeading')}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}
