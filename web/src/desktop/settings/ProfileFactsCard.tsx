/**
 * The profile facts form of /w/home/user/edit (about, city, looking for, interests, height,
 * languages), saved with /member/index/profile.
 */
import { ProfileFactsForm } from '../../app/ui';
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { useProfileFactsEditor } from '../../features/profile/useProfileFactsEditor';
import { Card, Heading } from '../layout';

export function ProfileFactsCard() {
  const { t } = useDiscoverTexts();
  const { form } = useProfileFactsEditor();
  if (!form) return null;

  return (
    <Card aria-label={t('discover.factsHeading')}>
      <Heading as="h2">{t('discover.factsHeading')}</Heading>
      <ProfileFactsForm layout="desktop" {...form} />
    </Card>
  );
}
