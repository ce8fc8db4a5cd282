/**
 * /w/home/user/sessions: where the member is signed in (browser, system, country if known, first and
 * last use), "sign out" per session and "sign out everywhere else" (docs/member-settings.md).
 */
import { SessionList, ScreenHeader, ErrorText } from '../../app/ui';
import { useSessionsPage } from '../../features/settings/useSessionsPage';
import { Card, Content, Paragraph } from '../layout';

export default function UserSessions() {
  const { t, failed, list } = useSessionsPage();
  return (
    <Content>
      <Card>
        <ScreenHeader size="heading" title={t('sessions.title')} />
        <Paragraph>{t('sessions.note')}</Paragraph>
        {failed && <ErrorText>{t('error.internal')}</ErrorText>}
        <SessionList {...list} />
      </Card>
    </Content>
  );
}
