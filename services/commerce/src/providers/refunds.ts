import type { Cents } from '../domain/money';

/** A processor's refund of a settled charge; throws RefusedError when the processor declines it. */
export interface RefundProvider {
  readonly name: string;
  refund(chargeReference: string, amount: Cents): Promise<{ reference: string }>;
}
