import type { Cents } from '../domain/money';
import type { PayType } from '@kindred/rules';
import type { Card, Payer } from '../domain/paymentForm';
import type { VerifiedNotification } from '../store/commerceStore';

/** What the merchant asks a processor to collect. */
export interface ChargeRequest {
  orderNo: string;
  amount: Cents;
  currency: string;
  description: string;
  payType: PayType;
  payer: Payer;
  /** In memory only, for this one call. */
  card?: Card;
}

/** A processor's signed message, exactly as it arrives at the callback (body + signature header). */
export interface SignedNotification {
  provider: string;
  payload: string;
  signature: string;
}

/**
 * The processor's first answer (docs/payments.md): `ok` settled at once and carries the processor's
 * authenticated result; `jump` and `iframe` send the payer to a hosted page whose outcome comes
 * later through the signed callback; `declined` refused at once.
 */
export type ChargeStart =
  | { outcome: 'ok'; reference: string; settlement: VerifiedNotification }
  | { outcome: 'jump' | 'iframe'; reference: string; url: string }
  | { outcome: 'declined'; reference: string };

/** One adapter per processor; Kindred's payment code speaks only this. */
export interface PaymentProvider {
  readonly name: string;
  /** The script URL generateuuid hands the page (the processor's device-fingerprint script). */
  sessionScriptUrl(guid: string): string;
  charge(request: ChargeRequest): Promise<ChargeStart>;
  /**
   * Checks the signature and freshness of a callback; throws AuthenticationError when forged.
   * Answers null for an authentic event that concerns no Kindred order (it is acknowledged).
   */
  verify(payload: string, signature: string, now: Date): VerifiedNotification | null;
}
