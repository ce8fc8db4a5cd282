import { QueryTypes, type Sequelize } from 'sequelize';
import { centsOfNumeric, formatCents, type Cents } from '../domain/money';

export type CheckoutState = 'open' | 'paid' | 'declined' | 'expired';

export interface SandboxCheckoutRecord {
  reference: string;
  merchantOrder: string;
  amount: Cents;
  currency: string;
  description: string;
  state: CheckoutState;
  cardLast4: string;
  expiresAt: Date;
}

/** The sandbox processor's own records (what a real processor keeps on its side). */
export interface SandboxCheckoutStore {
  open(checkout: Omit<SandboxCheckoutRecord, 'state'> & { state: CheckoutState }): Promise<void>;
  get(reference: string): Promise<SandboxCheckoutRecord | null>;
  /** Moves an open, unexpired checkout to `state`; null when it was not open. */
  decide(reference: string, state: 'paid' | 'declined', now: Date): Promise<SandboxCheckoutRecord | null>;
}

interface Row {
  reference: string;
  merchant_order: string;
  amount: string;
  currency: string;
  description: string;
  state: CheckoutState;
  card_last4: string;
  expires_at: Date;
}

const toRecord = (row: Row): SandboxCheckoutRecord => ({
  reference: row.reference,
  merchantOrder: row.merchant_order,
  amount: centsOfNumeric(row.amount),
  currency: row.currency,
  description: row.description,
  state: row.state,
  cardLast4: row.card_last4,
  expiresAt: row.expires_at,
});

export class DatabaseSandboxCheckoutStore implements SandboxCheckoutStore {
  constructor(
    private readonly db: Sequelize,
    private readonly schema: string,
  ) {}

  async open(c: SandboxCheckoutRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO "${this.schema}".sandbox_checkouts (reference, merchant_order, amount, currency, description, state, card_last4, expires_at, decided_at)
       VALUES (:reference, :merchantOrder, :amount, :currency, :description, :state, :cardLast4, :expiresAt,
         CASE WHEN :state = 'open' THEN NULL ELSE now() END)`,
      { replacements: { ...c, amount: formatCents(c.amount) } },
    );
  }

  async get(reference: string) {
    const [row] = await this.db.query<Row>(
      `SELECT * FROM "${this.schema}".sandbox_checkouts WHERE reference = :reference`,
      {
        type: QueryTypes.SELECT,
        replacements: { reference },
      },
    );
    if (!row) return null;
    const record = toRecord(row);
    return record.state === 'open' && record.expiresAt.getTime() <= Date.now()
      ? { ...record, state: 'expired' as const }
      : record;
  }

  async decide(reference: string, state: 'paid' | 'declined', now: Date) {
    const [row] = await this.db.query<Row>(
      `UPDATE "${this.schema}".sandbox_checkouts SET state = :state, decided_at = now()
       WHERE reference = :reference AND state = 'open' AND expires_at > :now RETURNING *`,
      { type: QueryTypes.SELECT, replacements: { reference, state, now } },
    );
    return row ? toRecord(row) : null;
  }
}
