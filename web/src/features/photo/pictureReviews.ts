/**
 * The photo review as its member sees it (services/edge/src/routes/media.ts, `/member/photo/reviews`):
 * an avatar or photos waiting for staff, and the reason of a rejection, for the notes both layouts
 * show where the member manages their avatar and photos.
 */
import { useEffect, useState } from 'react';
import { isOk, post } from '../../app/api';
import type { I18n } from '../../app/i18n';
import { useTranslation } from '../../app/i18n/react';
import { reviewEn, reviewZhcn, reviewZhtw } from './reviewTexts';

export interface PictureReview {
  id: number;
  kind: 'avatar' | 'photo';
  img: string;
  state: 'pending' | 'approved' | 'rejected';
  reason: string;
  create_time: number;
  decide_time: number;
}

/** A note to show: its text key and placeholders, and whether it reports a refusal. */
export interface ReviewNote {
  key: string;
  values: Record<string, string | number>;
  tone: 'info' | 'warning';
}

const TEXTS = { en: reviewEn, zhcn: reviewZhcn, zhtw: reviewZhtw };

export function addReviewTexts(instance: I18n): void {
  for (const [locale, texts] of Object.entries(TEXTS)) {
    if (instance.getResource(locale, 'translation', 'photoReview.avatarPending') === undefined)
      instance.addResourceBundle(locale, 'translation', texts, true, false);
  }
}

/** The member's latest reviews, newest first (empty until loaded or when the call fails). */
export async function loadPictureReviews(): Promise<PictureReview[]> {
  const answer = await post<PictureReview[]>('/member/photo/reviews');
  return isOk(answer) && Array.isArray(answer.data) ? answer.data : [];
}

/**
 * The notes of one kind: for the avatar, its newest review when it waits or was rejected; for photos,
 * how many wait and each rejection among the latest reviews.
 */
export function reviewNotes(reviews: PictureReview[], kind: PictureReview['kind']): ReviewNote[] {
  const mine = reviews.filter((r) => r.kind === kind);
  if (kind === 'avatar') {
    const latest = mine[0];
    if (latest?.state === 'pending') return [{ key: 'photoReview.avatarPending', values: {}, tone: 'info' }];
    if (latest?.state === 'rejected')
      return [{ key: 'photoReview.avatarRejected', values: { reason: latest.reason }, tone: 'warning' }];
    return [];
  }
  const waiting = mine.filter((r) => r.state === 'pending').length;
  return [
    ...(waiting > 0 ? [{ key: 'photoReview.photosPending', values: { count: waiting }, tone: 'info' as const }] : []),
    ...mine
      .filter((r) => r.state === 'rejected')
      .map((r) => ({ key: 'photoReview.photoRejected', values: { reason: r.reason }, tone: 'warning' as const })),
  ];
}

/** The notes of `kind`, asked again whenever `reload` changes (after an upload). */
export function useReviewNotes(kind: PictureReview['kind'], reload: unknown = 0) {
  const translation = useTranslation();
  addReviewTexts(translation.i18n);
  const [notes, setNotes] = useState<ReviewNote[]>([]);
  useEffect(() => {
    let live = true;
    void loadPictureReviews().then((reviews) => live && setNotes(reviewNotes(reviews, kind)));
    return () => {
      live = false;
    };
  }, [kind, reload]);
  return { notes, t: translation.t };
}
