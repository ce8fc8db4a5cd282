/** The own profile's facts on /w/home/user/index, with the completeness hint (photo, about) and the way to edit them. */
import { desktopPaths } from '../../app/paths';
import { useSession } from '../../app/session';
import { ProfileCompleteness } from '../../app/ui';
import { useProfileFactsTexts } from '../../features/discovery/discoveryComponentTexts';
import { missingParts, useOwnProfileFacts } from '../../features/profile/profileFacts';
import { Subheading, TextLink } from '../layout';
import { ProfileFactsList } from './ProfileFactsList';

export function OwnProfileFacts() {
  const texts = useProfileFactsTexts();
  const session = useSession();
  const facts = useOwnProfileFacts();
  if (!session || !facts) return null;
  return (
    <>
      <Subheading>{texts.facts.heading}</Subheading>
      <ProfileCompleteness missing={missingParts(session.avatar, facts)} texts={texts.completeness} />
      <ProfileFactsList facts={facts} />
      <TextLink to={desktopPaths.userEdit}>{texts.facts.heading}</TextLink>
    </>
  );
}
