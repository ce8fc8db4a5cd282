/**
 * What both layouts' sessions screens do (docs/member-settings.md): the member's sessions, each
 * described in their language, "sign out" one and "sign out everywhere else", with the toasts. `list`
 * is the SessionList's props.
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

  const endOne = async (id: number) => {
    const ok = await end(id);
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
    failed,
    list: {
      texts: {
        label: t('sessions.title'),
        current: t('sessions.current'),
        endOne: t('sessions.endOne'),
        endOthers: t('sessions.endOthers'),
        none: t('sessions.none'),
      },
      sessions: sessions?.map((session) => ({
        id: session.id,
        device: describe(session),
        current: session.current,
        firstUsed: t('sessions.firstUsed', { time: relative(session.first_used) }),
        lastUsed: t('sessions.lastUsed', { time: relative(session.last_used) }),
      })),
      busy,
      onEnd: (session: { id: string | number }) => void endOne(Number(session.id)),
      onEndOthers: () => void endRest(),
    },
  };
}
