/**
 * /m/home/my/setup/sessions: where the member is signed in (browser, system, country if known, first
 * and last use), "sign out" per session and "sign out everywhere else" (docs/member-settings.md).
 */
import { useToast } from '../../app/toast';
import { useRelativeTime } from '../../app/time';
import { Button } from '../../app/ui';
import { useMemberSessions, type MemberSession } from '../../features/settings/memberSessions';
import { Page, Paragraph, Row, ScreenHeader, Stack } from '../layout';
import { setupRoutes } from '../routes';
import { useAccountPrivacyTexts } from '../../features/settings/texts';

export default function Sessions() {
  const { t } = useAccountPrivacyTexts();
  const toast = useToast();
  const relative = useRelativeTime();
  const { sessions, failed, busy, end, endOthers } = useMemberSessions();

  const describe = (session: MemberSession) =>
    [
      session.browser || t('sessions.unknownBrowser'),
      session.os,
      t(`sessions.device.${session.device}`),
      session.country || t('sessions.unknownCountry'),
    ]
      .filter(Boolean)
      .join(' · ');

  const endOne = async (session: MemberSession) => {
    const ok = await end(session.id);
    toast.show(
      ok ? { message: t('sessions.ended'), tone: 'success' } : { message: t('error.internal'), tone: 'danger' },
    );
  };
  const endRest = async () => {
    const ended = await endOthers();
    toast.show(
      ended === null
        ? { message: t('error.internal'), tone: 'danger' }
        : { message: t('sessions.endedOthers', { count: ended }), tone: 'success' },
    );
  };

  const others = sessions?.filter((s) => !s.current) ?? [];
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
