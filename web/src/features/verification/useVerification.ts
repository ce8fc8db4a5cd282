/**
 * The verification screen's state, for both layouts: where the member's request stands, the pose
 * asked (valid until `expire_time`), and the selfie sent. Refusals come back as text keys of
 * `verification.*`.
 */
import { useCallback, useEffect, useState } from 'react';
import { isOk, Status, type Envelope } from '../../app/api';
import { startVerification, submitVerification, verificationStatus } from './verificationApi';
import type { AskedPose, VerificationStatus } from './types';

export type VerificationStep = 'loading' | 'intro' | 'pose' | 'pending' | 'verified' | 'refused' | 'unavailable';

/** Which `verification.errors.*` text a refused call shows. */
export function errorKeyOf(answer: Envelope<unknown>): string {
  const errors = (answer.data as { errors?: Record<string, string> } | null)?.errors ?? {};
  if (answer.status === Status.invalid) {
    if (errors.avatar) return 'needPhoto';
    if (errors.pose === 'expired') return 'expired';
    if (errors.pose) return 'poseChanged';
    if (errors.file === 'outOfSize') return 'tooLarge';
    if (errors.file) return 'notPicture';
  }
  if (answer.msg === 'error.verification_pending') return 'pending';
  if (answer.msg === 'error.already_verified') return 'already';
  return 'failed';
}

const stepOf = (status: VerificationStatus): VerificationStep => (status.state === 'none' ? 'intro' : status.state);

export function useVerification(now: () => number = Date.now) {
  const [status, setStatus] = useState<VerificationStatus | null>(null);
  const [step, setStep] = useState<VerificationStep>('loading');
  const [asked, setAsked] = useState<AskedPose | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const answer = await verificationStatus();
    if (!isOk(answer)) return setStep('unavailable');
    setStatus(answer.data);
    setStep(stepOf(answer.data));
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const ask = useCallback(async () => {
    setBusy(true);
    setError(null);
    const answer = await startVerification();
    setBusy(false);
    if (!isOk(answer)) return setError(errorKeyOf(answer));
    setAsked(answer.data);
    setStep('pose');
  }, []);

  const send = useCallback(
    async (selfie: Blob) => {
      if (!asked) return;
      if (now() / 1000 > asked.expire_time) return setError('expired');
      setBusy(true);
      setError(null);
      const answer = await submitVerification(asked.pose, selfie);
      setBusy(false);
      if (!isOk(answer)) return setError(errorKeyOf(answer));
      setAsked(null);
      setStatus(answer.data);
      setStep(stepOf(answer.data));
    },
    [asked, now],
  );

  return { step, status, asked, busy, error, ask, send, reload: load };
}
