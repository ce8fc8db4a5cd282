/**
 * /m/home/my/setup/about: the profile facts (about, city, interests, looking for, height, languages),
 * saved with /member/index/profile; the completeness hint above says what the profile still misses.
 */
import { useSession } from '../../app/session';
import { ProfileFactsForm } from '../../app/ui';
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { NO_FACTS } from '../../features/profile/profileFacts';
import { useProfileFactsEditor } from '../../features/profile/useProfileFactsEditor';
import { Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { setupRoutes } from '../routes';
import { CompletenessHint } from './CompletenessHint';

export default function ProfileFactsSetup() {
  const { t } = useDiscoverTexts();
  const session = useSession();
  const { draft, form } = useProfileFactsEditor();
  if (!session) return null;

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('discover.factsHeading')} back={setupRoutes.index} />
      <CompletenessHint avatar={session.avatar} facts={draft ? { ...NO_FACTS, about: draft.about } : NO_FACTS} />
      {form && <ProfileFactsForm layout="mobile" {...form} />}
    </Page>
  );
}
