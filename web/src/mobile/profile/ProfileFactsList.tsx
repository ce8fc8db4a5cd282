/** A member's profile facts as the personal-data tab lists them (rows only for the facts given). */
import { Fragment } from 'react';
import { interestLabel, useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import type { ProfileFacts } from '../../features/profile/profileFacts';

export function ProfileFactsRows({ facts }: { facts: ProfileFacts }) {
  const { t, i18n } = useDiscoverTexts();
  const rows: Array<[string, string]> = [];
  if (facts.about) rows.push([t('discover.about'), facts.about]);
  if (facts.city) rows.push([t('discover.city'), facts.city]);
  if (facts.looking_for) rows.push([t('discover.lookingFor'), t(`discover.looking.${facts.looking_for}`)]);
  if (facts.interests.length)
    rows.push([t('discover.interests'), facts.interests.map((tag) => interestLabel(tag, i18n.language)).join(', ')]);
  if (facts.height_cm) rows.push([t('discover.heightCm'), t('discover.height', { cm: facts.height_cm })]);
  if (facts.languages.length) rows.push([t('discover.languages'), facts.languages.join(', ')]);
  return (
    <>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </>
  );
}
