/** The profile-completeness hint: what the member's own profile still misses (photo, about), with a way to add it. */
import { ProfileCompleteness } from '../../app/ui';
import { useProfileFactsTexts } from '../../features/discovery/discoveryComponentTexts';
import { missingParts, type ProfileFacts } from '../../features/profile/profileFacts';
import { mobilePaths } from '../../app/paths';
import { TextLink } from '../layout';

export function CompletenessHint({ avatar, facts }: { avatar: string | null | undefined; facts: ProfileFacts }) {
  return (
    <ProfileCompleteness
      missing={missingParts(avatar, facts)}
      texts={useProfileFactsTexts().completeness}
      renderAction={(part, text) => (part === 'about' ? <TextLink to={mobilePaths.setupAbout}>{text}</TextLink> : text)}
    />
  );
}
