/**
 * Idempotency keys for sends over HTTP (docs/reliability.md: `/member/email/released` and
 * `/member/gift/gift_giving` take an `idempotency_key` of 8-128 `[A-Za-z0-9_:.-]`, and a retried
 * request with the same key is done once and answered again). One key per member attempt: sending the
 * same thing again after a failure (the network dropped, the server answered -503, the answer never
 * came) reuses the key, so a send that did go through is not done twice; once a send succeeded, or
 * what is sent changed, the next send is a new attempt with a new key.
 */
import { useRef } from 'react';

export function newIdempotencyKey(now: number = Date.now()): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `w${now.toString(36)}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export class SendAttempt {
  private current: { key: string; what: string } | null = null;

  /** The key to send `what` with: the last one while that send has not succeeded and `what` is the same. */
  keyFor(what: unknown): string {
    const fingerprint = JSON.stringify(what);
    if (!this.current || this.current.what !== fingerprint) {
      this.current = { key: newIdempotencyKey(), what: fingerprint };
    }
    return this.current.key;
  }

  /** The send went through: the next send is a new attempt. */
  succeeded(): void {
    this.current = null;
  }
}

/** A form's attempts, kept while it is on screen. */
export function useSendAttempt(): SendAttempt {
  const attempt = useRef<SendAttempt | null>(null);
  if (!attempt.current) attempt.current = new SendAttempt();
  return attempt.current;
}
