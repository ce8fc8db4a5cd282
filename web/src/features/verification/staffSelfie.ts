/**
 * A verification selfie for staff (docs/staff-api.md, "Verification"): never a /media link, so the
 * console fetches it with the staff session and shows it from memory. The edge records each read in
 * the audit log before it answers.
 */
import { useCallback, useEffect, useState } from 'react';
import { formBody, SESSION_HEADER } from '../../app/api';

export type SelfieState = { state: 'hidden' | 'loading' | 'failed' } | { state: 'shown'; url: string };

async function fetchSelfie(memberId: number): Promise<Blob | null> {
  try {
    const response = await fetch('/member/admin/verification/selfie', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', [SESSION_HEADER]: 'staff' },
      body: formBody({ member_id: memberId }).toString(),
    });
    // A refusal is an envelope; only the picture itself is not JSON.
    const type = response.headers?.get('content-type') ?? 'application/json';
    if (!response.ok || !type.startsWith('image/')) return null;
    return await response.blob();
  } catch {
    return null;
  }
}

/** The selfie of one member's waiting request, fetched when staff ask to see it. */
export function useStaffSelfie(memberId: number) {
  const [selfie, setSelfie] = useState<SelfieState>({ state: 'hidden' });
  useEffect(
    () => () => {
      if (selfie.state === 'shown') URL.revokeObjectURL(selfie.url);
    },
    [selfie],
  );
  const show = useCallback(async () => {
    setSelfie({ state: 'loading' });
    const picture = await fetchSelfie(memberId);
    setSelfie(picture ? { state: 'shown', url: URL.createObjectURL(picture) } : { state: 'failed' });
  }, [memberId]);
  return { selfie, show };
}
