/**
 * /m/home/my/setup/sessions: where the member is signed in (browser, system, country if known, first
 * and last use), "sign out" per session and "sign out everywhere else" (docs/member-settings.md).
 */
import { Button } from '../../app/ui';
import { useSessionsPage } from '../../features/settings/useSessionsPage';
import { Page, Paragraph, Row, ScreenHeader, Stack } from '../layout';
import { setupRoutes } from '../routes';

export default function Sessions() {
  const { t, relative, sessions, others, failed, busy, describe, endOne, endRest } = useSessionsPage();
  return (
    <Page>
      <ScreenHeader title={t('sessions.title')} back={setupRoutes.index} />
      <Paragraph>{t('sessions.note')}</Paragraph>
      {failed && <Paragraph role="alert">{t('error.internal')}</Paragraph>}
      {sessions && (
        <Stack as="ul" aria-label={t('sessions.title')} $gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sessions.map((session) => (
            <li key={session.id}>
              <Row>
                <Stack $gap="xs">
                  <strong>
                    {describe(session)} {session.current && <em>{t('sessions.current')}</em>}
                  </strong>
                  <Paragraph>{t('sessions.firstUsed', { time: relative(session.first_used) })}</Paragraph>
                  <Paragraph>{t('sessions.lastUsed', { time: relative(session.last_used) })}</Paragraph>
                </Stack>
                {!session.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    aria-label={`${t('sessions.endOne')}: ${describe(session)}`}
                    onClick={() => void endOne(session)}
                  >
                    {t('sessions.endOne')}
                  </Button>
                )}
              </Row>
            </li>
          ))}
        </Stack>
      )}
      {sessions && others.length === 0 && <Paragraph>{t('sessions.none')}</Paragraph>}
      {others.length > 0 && (
        <Button variant="danger" fullWidth loading={busy} onClick={() => void endRest()}>
          {t('sessions.endOthers')}
        </Button>
      )}
    </Page>
  );
}
