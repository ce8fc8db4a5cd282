/**
 * /m/home/my/setup/sessions: where the member is signed in (browser, system, country if known, first
 * and last use), "sign out" per session and "sign out everywhere else" (docs/member-settings.md).
 */
import { SessionList, ErrorText } from '../../app/ui';
import { useSessionsPage } from '../../features/settings/useSessionsPage';
import { Page, Paragraph } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { setupRoutes } from '../routes';

export default function Sessions() {
  const { t, failed, list } = useSessionsPage();
  return (
    <Page>
      <RoutedScreenHeader title={t('sessions.title')} back={setupRoutes.index} />
      <Paragraph>{t('sessions.note')}</Paragraph>
      {failed && <ErrorText>{t('error.internal')}</ErrorText>}
      <SessionList {...list} />
    </Page>
  );
}
