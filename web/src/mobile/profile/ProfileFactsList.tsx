/** A member's profile facts as the personal-data tab lists them (rows only for the facts given). */
import { ProfileFacts } from '../../app/ui';
import { useProfileFactsTexts } from '../../features/discovery/discoveryComponentTexts';
import { shownFacts, type ProfileFacts as Facts } from '../../features/profile/facts';

export function ProfileFactsRows({ facts }: { facts: Facts }) {
  return <ProfileFacts facts={shownFacts(facts)} texts={useProfileFactsTexts().facts} embedded />;
}
