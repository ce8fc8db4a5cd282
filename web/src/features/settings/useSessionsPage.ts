/**
 * What both layouts' sessions screens do (docs/member-settings.md): the member's sessions, each
 * described in their language, "sign out" one and "sign out everywhere else", with the toasts.
 */
import { useToast } from '../../app/toast';
import { useRelativeTime } from '../../app/time';
import { useMemberSessions, type MemberSession } from './memberSessions';
import { useAccountPrivacyTexts } from './texts';

export function useSessionsPage() {
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

  return {
    t,
    relative,
    sessions,
    others: sessions?.filter((s) => !s.current) ?? [],
    failed,
    busy,
    describe,
    endOne,
    endRest,
  };
}
