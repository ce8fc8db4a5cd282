/**
 * /w/home/user/sessions: where the member is signed in (browser, system, country if known, first and
 * last use), "sign out" per session and "sign out everywhere else" (docs/member-settings.md).
 */
import { Button } from '../../app/ui';
import { useSessionsPage } from '../../features/settings/useSessionsPage';
import { Card, Content, Heading, List, Paragraph, Spread } from '../layout';

export default function UserSessions() {
  const { t, relative, sessions, others, failed, busy, describe, endOne, endRest } = useSessionsPage();
  return (
    <Content>
      <Card>
        <Heading>{t('sessions.title')}</Heading>
        <Paragraph>{t('sessions.note')}</Paragraph>
        {failed && <Paragraph role="alert">{t('error.internal')}</Paragraph>}
        {sessions && (
          <List aria-label={t('sessions.title')}>
            {sessions.map((session) => (
              <li key={session.id}>
                <Spread>
                  <div>
                    <strong>{describe(session)}</strong> {session.current && <em>{t('sessions.current')}</em>}
                    <Paragraph>
                      {t('sessions.firstUsed', { time: relative(session.first_used) })} ·{' '}
                      {t('sessions.lastUsed', { time: relative(session.last_used) })}
                    </Paragraph>
                  </div>
                  {!session.current && (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      aria-label={`${t('sessions.endOne')}: ${describe(session)}`}
                      onClick={() => void endOne(session)}
                    >
                      {t('sessions.endOne')}
                    </Button>
                  )}
                </Spread>
              </li>
            ))}
          </List>
        )}
        {sessions && others.length === 0 && <Paragraph>{t('sessions.none')}</Paragraph>}
        {others.length > 0 && (
          <Button variant="danger" loading={busy} onClick={() => void endRest()}>
            {t('sessions.endOthers')}
          </Button>
        )}
      </Card>
    </Content>
  );
}
