/**
 * "Download my data" and "Delete my account" (docs/privacy.md): the member's exports, a new one (one
 * a day: -429), the pending deletion, and the deletion request (password again; -400 when wrong).
 */
import { useCallback, useEffect, useState } from 'react';
import { isOk, post, Status, type Envelope } from '../../app/api';

/** awaiting/declined: a staff data-access request before or after a second staff member's decision. */
export type ExportState = 'awaiting' | 'declined' | 'pending' | 'ready' | 'downloaded' | 'failed' | 'expired';

export interface MemberExport {
  id: number;
  state: ExportState;
  request_time: number;
  ready_time: number;
  expire_time: number;
  /** When the single-use link was used (0 before). */
  download_time: number;
  size: number;
  by_staff: boolean;
}

export interface AccountDeletion {
  pending: boolean;
  request_time: number;
  due_time: number;
}

export const listExports = () => post<{ exports: MemberExport[] }>('/member/data/exports');
/** The password again: a session alone does not carry the member's data away (docs/privacy.md, "Step-up"). */
export const requestExport = (password: string) => post<MemberExport>('/member/data/export', { password });
export const loadDeletion = () => post<AccountDeletion>('/member/data/deletion');
export const requestDeletion = (password: string) => post<AccountDeletion>('/member/data/delete', { password });

export type ExportOutcome = 'requested' | 'too_soon' | 'wrong_password' | 'too_many_tries' | 'failed';
export type DeletionOutcome =
  { outcome: 'requested'; dueTime: number } | { outcome: 'wrong_password' | 'too_many_tries' | 'failed' };

/** -429 is both "one copy a day" and "too many password tries"; the message tells them apart. */
const tooManyTries = (answer: Envelope<unknown>) =>
  answer.status === Status.rateLimited && answer.msg === 'error.rate_limited';

/** The member's exports and pending deletion, with the two requests; exports refresh while one is pending. */
export function useMemberData(refreshMs = 5_000) {
  const [exports, setExports] = useState<MemberExport[] | null>(null);
  const [deletion, setDeletion] = useState<AccountDeletion | null>(null);
  const [busy, setBusy] = useState<'export' | 'delete' | null>(null);

  const refresh = useCallback(async () => {
    const answer = await listExports();
    if (isOk(answer) && answer.data) setExports(answer.data.exports);
  }, []);

  useEffect(() => {
    let live = true;
    void refresh();
    void loadDeletion().then((answer: Envelope<AccountDeletion>) => {
      if (live && isOk(answer) && answer.data) setDeletion(answer.data);
    });
    return () => {
      live = false;
    };
  }, [refresh]);

  const preparing = exports?.some((e) => e.state === 'pending') ?? false;
  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => void refresh(), refreshMs);
    return () => clearInterval(timer);
  }, [preparing, refresh, refreshMs]);

  const askForExport = useCallback(
    async (password: string): Promise<ExportOutcome> => {
      setBusy('export');
      const answer = await requestExport(password);
      setBusy(null);
      if (isOk(answer)) {
        await refresh();
        return 'requested';
      }
      if (answer.msg === 'error.wrong_password') return 'wrong_password';
      if (tooManyTries(answer)) return 'too_many_tries';
      return answer.status === Status.rateLimited ? 'too_soon' : 'failed';
    },
    [refresh],
  );

  const askForDeletion = useCallback(async (password: string): Promise<DeletionOutcome> => {
    setBusy('delete');
    const answer = await requestDeletion(password);
    setBusy(null);
    if (isOk(answer) && answer.data) {
      setDeletion(answer.data);
      return { outcome: 'requested', dueTime: answer.data.due_time };
    }
    if (tooManyTries(answer)) return { outcome: 'too_many_tries' };
    return { outcome: answer.msg === 'error.wrong_password' ? 'wrong_password' : 'failed' };
  }, []);

  return { exports, deletion, busy, askForExport, askForDeletion };
}

/** A day as the member's language writes it (links and deletions are shown by the day). */
export function formatDay(seconds: number, language: string): string {
  const locale = language === 'en' ? 'en' : language === 'zhcn' ? 'zh-Hans' : 'zh-Hant';
  return new Date(seconds * 1000).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}
