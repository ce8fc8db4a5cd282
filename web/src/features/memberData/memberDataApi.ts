/**
 * "Download my data" and "Delete my account" (docs/privacy.md): the member's exports, a new one (one
 * a day: -429), the pending deletion, and the deletion request (password again; -400 when wrong).
 */
import { useCallback, useEffect, useState } from 'react';
import { isOk, post, Status, type Envelope } from '../../app/api';

export type ExportState = 'pending' | 'ready' | 'failed' | 'expired';

export interface MemberExport {
  id: number;
  state: ExportState;
  request_time: number;
  ready_time: number;
  expire_time: number;
  size: number;
  by_staff: boolean;
  link: string;
}

export interface AccountDeletion {
  pending: boolean;
  request_time: number;
  due_time: number;
}

export const listExports = () => post<{ exports: MemberExport[] }>('/member/data/exports');
export const requestExport = () => post<MemberExport>('/member/data/export');
export const loadDeletion = () => post<AccountDeletion>('/member/data/deletion');
export const requestDeletion = (password: string) => post<AccountDeletion>('/member/data/delete', { password });

export type ExportOutcome = 'requested' | 'too_soon' | 'failed';
export type DeletionOutcome = { outcome: 'requested'; dueTime: number } | { outcome: 'wrong_password' | 'failed' };

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

  const askForExport = useCallback(async (): Promise<ExportOutcome> => {
    setBusy('export');
    const answer = await requestExport();
    setBusy(null);
    if (isOk(answer)) {
      await refresh();
      return 'requested';
    }
    return answer.status === Status.rateLimited ? 'too_soon' : 'failed';
  }, [refresh]);

  const askForDeletion = useCallback(async (password: string): Promise<DeletionOutcome> => {
    setBusy('delete');
    const answer = await requestDeletion(password);
    setBusy(null);
    if (isOk(answer) && answer.data) {
      setDeletion(answer.data);
      return { outcome: 'requested', dueTime: answer.data.due_time };
    }
    return { outcome: answer.msg === 'error.wrong_password' ? 'wrong_password' : 'failed' };
  }, []);

  return { exports, deletion, busy, askForExport, askForDeletion };
}

/** A day as the member's language writes it (links and deletions are shown by the day). */
export function formatDay(seconds: number, language: string): string {
  const locale = language === 'en' ? 'en' : language === 'zhcn' ? 'zh-Hans' : 'zh-Hant';
  return new Date(seconds * 1000).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}
