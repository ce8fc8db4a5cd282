/** The own profile's facts on /w/home/user/index, with the completeness hint (photo, about) and the way to edit them. */
import { desktopPaths } from '../../app/paths';
import { useSession } from '../../app/session';
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { missingParts, useOwnProfileFacts } from '../../features/profile/profileFacts';
import { Paragraph, Subheading, TextLink } from '../layout';
import { ProfileFactsList } from './ProfileFactsList';

export function OwnProfileFacts() {
  const { t } = useDiscoverTexts();
  const session = useSession();
  const facts = useOwnProfileFacts();
  if (!session || !facts) return null;
  const missing = missingParts(session.avatar, facts);
  return (
    <>
      <Subheading>{t('discover.factsHeading')}</Subheading>
      {missing.length > 0 && (
        <section role="note" aria-label={t('discover.complete.heading')}>
          <strong>{t('discover.complete.heading')}</strong>
          {missing.includes('photo') && <Paragraph>{t('discover.complete.photo')}</Paragraph>}
          {missing.includes('about') && <Paragraph>{t('discover.complete.about')}</Paragraph>}
        </section>
      )}
      <ProfileFactsList facts={facts} />
      <TextLink to={desktopPaths.userEdit}>{t('discover.factsHeading')}</TextLink>
    </>
  );
}
