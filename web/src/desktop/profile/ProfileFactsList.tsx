/** A member's profile facts on their desktop profile (a description list of the facts given). */
import { ProfileFacts } from '../../app/ui';
import { useProfileFactsTexts } from '../../features/discovery/discoveryComponentTexts';
import { shownFacts, type ProfileFacts as Facts } from '../../features/profile/facts';

export function ProfileFactsList({ facts }: { facts: Facts }) {
  return <ProfileFacts facts={shownFacts(facts)} texts={useProfileFactsTexts().facts} />;
}
