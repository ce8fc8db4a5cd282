/**
 * /w/home/user/sessions: where the member is signed in (browser, system, country if known, first and
 * last use), "sign out" per session and "sign out everywhere else" (docs/member-settings.md).
 */
import { SessionList } from '../../app/ui';
import { useSessionsPage } from '../../features/settings/useSessionsPage';
import { Card, Content, Heading, Paragraph } from '../layout';

export default function UserSessions() {
  const { t, failed, list } = useSessionsPage();
  return (
    <Content>
      <Card>
        <Heading>{t('sessions.title')}</Heading>
        <Paragraph>{t('sessions.note')}</Paragraph>
        {failed && <Paragraph role="alert">{t('error.internal')}</Paragraph>}
        <SessionList {...list} />
      </Card>
    </Content>
  );
}
