/**
 * The member's signed-in sessions (docs/member-settings.md): list them, sign one out, sign out every
 * other one. The server closes an ended session's live connection at once.
 */
import { useCallback, useEffect, useState } from 'react';
import { isOk, post, type Envelope } from '../../app/api';

export interface MemberSession {
  id: number;
  browser: string;
  os: string;
  device: 'mobile' | 'tablet' | 'desktop';
  /** ISO alpha-2, or '' when unknown. */
  country: string;
  /** Seconds since the epoch. */
  first_used: number;
  last_used: number;
  current: boolean;
}

export function listSessions(): Promise<Envelope<MemberSession[]>> {
  return post<MemberSession[]>('/member/sessions/list');
}

export function endSession(id: number): Promise<Envelope<null>> {
  return post<null>('/member/sessions/end', { id });
}

export function endOtherSessions(): Promise<Envelope<{ ended: number }>> {
  return post<{ ended: number }>('/member/sessions/end_others');
}

/** The sessions (null while loading), and the two ways to end them; each answers whether it worked. */
export function useMemberSessions() {
  const [sessions, setSessions] = useState<MemberSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const reload = useCallback(async () => {
    const answer = await listSessions();
    if (isOk(answer) && answer.data) setSessions(answer.data);
    else setFailed(true);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const end = useCallback(
    async (id: number) => {
      setBusy(true);
      const answer = await endSession(id);
      await reload();
      setBusy(false);
      return isOk(answer);
    },
    [reload],
  );
  const endOthers = useCallback(async () => {
    setBusy(true);
    const answer = await endOtherSessions();
    await reload();
    setBusy(false);
    return isOk(answer) ? (answer.data?.ended ?? 0) : null;
  }, [reload]);
  return { sessions, failed, busy, end, endOthers };
}
