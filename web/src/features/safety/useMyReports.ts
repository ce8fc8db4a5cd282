/**
 * "My reports" of both layouts' safety centres (docs/safety.md, "Safety centre"): the member's own
 * reports, newest first, 20 a page, the next page on "Show more", each in words ready to show: whom
 * (or "Deleted member"), why, when, and the outcome with its tone.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import type { LoadMoreStatus } from '../../app/ui';
import { formatDay } from '../memberData/memberDataApi';
import { loadMyReports, type MyReport, type ReportOutcome } from './safetyApi';
import { useReportBlockTexts } from './reportBlockTexts';
import { useSafetyCentreTexts } from './safetyCentreTexts';

type Tone = 'info' | 'success' | 'neutral';
const OUTCOME_TONE: Record<ReportOutcome, Tone> = { open: 'info', action_taken: 'success', no_action: 'neutral' };

/** One report as both layouts list it. */
export interface ShownReport {
  id: number;
  memberId: number;
  name: string;
  avatar: string | null;
  deleted: boolean;
  reasons: string;
  reported: string;
  /** When staff decided; absent while open. */
  decided?: string;
  outcome: { label: string; tone: Tone };
  /** How many messages went with it; absent when none. */
  attached?: string;
}

export function useMyReports() {
  useSafetyCentreTexts();
  useReportBlockTexts();
  const { t, i18n } = useTranslation();
  const [reports, setReports] = useState<MyReport[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState<LoadMoreStatus>('idle');
  const page = useRef(0);
  const loading = useRef(false);

  const more = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    setStatus('loading');
    const next = page.current + 1;
    const answer = await loadMyReports(next);
    loading.current = false;
    if (!isOk(answer) || !answer.data) {
      setFailed(true);
      setStatus('idle');
      return;
    }
    const { data, last_page } = answer.data;
    page.current = next;
    setFailed(false);
    setReports((shown) => [...(next === 1 ? [] : (shown ?? [])), ...data]);
    setStatus(next >= last_page ? 'done' : 'idle');
  }, []);

  useEffect(() => {
    void more();
  }, [more]);

  const day = (seconds: number) => formatDay(seconds, i18n.language);
  const shown: ShownReport[] | null =
    reports?.map((report) => ({
      id: report.id,
      memberId: report.member.id,
      name: report.member.deleted ? t('safetyCentre.deletedMember') : report.member.username,
      avatar: report.member.deleted ? null : report.member.avatar || null,
      deleted: report.member.deleted === 1,
      reasons: report.types.map((type) => t(`reportBlock.reasons.${type}`)).join(', '),
      reported: t('safetyCentre.reportedOn', { date: day(report.create_time) }),
      ...(report.decide_time > 0 ? { decided: t('safetyCentre.decidedOn', { date: day(report.decide_time) }) } : {}),
      outcome: { label: t(`safetyCentre.outcome.${report.outcome}`), tone: OUTCOME_TONE[report.outcome] },
      ...(report.evidence > 0 ? { attached: t('safetyCentre.attached', { count: report.evidence }) } : {}),
    })) ?? null;

  return { reports: shown, failed, status, more: () => void more() };
}
