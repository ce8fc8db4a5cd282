import { randomBytes } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { QueryTypes } from 'sequelize';
import { RefusedError } from '@kindred/kit';
import { centsOfNumeric, formatCents, type Cents } from '../domain/money';
import type { RefundProvider } from './refunds';
import { SANDBOX } from './sandbox';

/**
 * The sandbox processor's refunds (a fake outside party): a paid checkout can be refunded once, up
 * to its amount; the processor keeps its own record (sandbox_refunds) apart from Kindred's orders.
 */
export class SandboxRefunds implements RefundProvider {
  readonly name = SANDBOX;

  constructor(
    private readonly db: Sequelize,
    private readonly schema: string,
  ) {}

  async refund(chargeReference: string, amount: Cents): Promise<{ reference: string }> {
    const [checkout] = await this.db.query<{ state: string; amount: string }>(
      `SELECT state, amount FROM "${this.schema}".sandbox_checkouts WHERE reference = :chargeReference`,
      { type: QueryTypes.SELECT, replacements: { chargeReference } },
    );
    if (!checkout || checkout.state !== 'paid') throw new RefusedError('provider_refund_declined');
    if (amount > centsOfNumeric(checkout.amount)) throw new RefusedError('provider_refund_declined');
    const reference = `sbx_rf_${randomBytes(12).toString('hex')}`;
    const [inserted] = await this.db.query<{ reference: string }>(
      `INSERT INTO "${this.schema}".sandbox_refunds (reference, checkout_reference, amount)
       VALUES (:reference, :chargeReference, :amount) ON CONFLICT (checkout_reference) DO NOTHING RETURNING reference`,
      { type: QueryTypes.SELECT, replacements: { reference, chargeReference, amount: formatCents(amount) } },
    );
    if (!inserted) throw new RefusedError('provider_refund_declined');
    return { reference };
  }
}
