/** The profile-completeness hint: what the member's own profile still misses (photo, about), with a way to add it. */
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { missingParts, type ProfileFacts } from '../../features/profile/profileFacts';
import { mobilePaths } from '../../app/paths';
import { Paragraph, Stack, TextLink } from '../layout';

export function CompletenessHint({ avatar, facts }: { avatar: string | null | undefined; facts: ProfileFacts }) {
  const { t } = useDiscoverTexts();
  const missing = missingParts(avatar, facts);
  if (missing.length === 0) return null;
  return (
    <Stack as="section" role="note" aria-label={t('discover.complete.heading')} $gap="xs">
      <strong>{t('discover.complete.heading')}</strong>
      {missing.includes('photo') && <Paragraph>{t('discover.complete.photo')}</Paragraph>}
      {missing.includes('about') && (
        <Paragraph>
          <TextLink to={mobilePaths.setupAbout}>{t('discover.complete.about')}</TextLink>
        </Paragraph>
      )}
    </Stack>
  );
}
