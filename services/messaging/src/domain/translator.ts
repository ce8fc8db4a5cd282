import { createHash } from 'node:crypto';
import { DomainError, RefusedError, UnavailableError } from '@kindred/kit';
import type { Sender } from './members';
import { planTranslation, TRANSLATION_PRICE, type Target } from './translation';

export interface TranslationPorts {
  local(text: string, to: 'zh' | 'cht'): string;
  provider?: { translate(text: string, to: Target): Promise<string> };
  /** Debits the caller's wallet once per idempotency key; throws a refused error when short. */
  billing?: {
    /** The caller's balance ("12.00"). */
    balance(userId: number): Promise<string>;
    debit(userId: number, amount: string, idempotencyKey: string): Promise<void>;
  };
}

/**
 * Translates for a member: local OpenCC for Chinese scripts, the provider otherwise; charges one
 * credit after a successful translation unless the member's level translates for free.
 */
export async function translateFor(
  ports: TranslationPorts,
  caller: Sender,
  request: { content: string; to: string; idempotencyKey: string },
): Promise<string> {
  const job = planTranslation(caller, request.content, request.to);
  if (job.route === 'provider' && !ports.provider) throw new UnavailableError('translation_unavailable');
  if (job.charged && !ports.billing) throw new UnavailableError('billing_unavailable');
  // A member who cannot pay does not make the site pay the provider; the debit below still decides.
  if (job.charged && Number(await ports.billing!.balance(caller.user_id)) < Number(TRANSLATION_PRICE)) {
    throw new RefusedError('insufficient_credits');
  }
  const dst =
    job.route === 'local'
      ? ports.local(job.content, job.to as 'zh' | 'cht')
      : await ports.provider!.translate(job.content, job.to);
  if (!dst.trim()) throw new UnavailableError('translation_empty');
  if (job.charged) {
    // The client's key only names a retry: the charge is tied to the member, text and target, so
    // one key sent with different texts cannot make them share one charge.
    const requestOf = [request.idempotencyKey, job.to, request.content].join('\u0000');
    const key = `translate:${caller.user_id}:${createHash('sha256').update(requestOf).digest('hex')}`;
    try {
      await ports.billing!.debit(caller.user_id, TRANSLATION_PRICE, key);
    } catch (err) {
      if (err instanceof DomainError && (err.kind === 'refused' || err.kind === 'conflict')) {
        throw new RefusedError('insufficient_credits');
      }
      throw err;
    }
  }
  return dst;
}
