import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { ReadPath } from '@kindred/kit';
import type { Caution } from '../domain/firstMessagePatterns';
import { senderLock } from './senderLocks';
import { talking } from './contactBetween';

export interface MailRow {
  id: number;
  senderId: number;
  senderName: string;
  recipientId: number;
  content: string;
  status: number;
  createdAt: number;
  /** The wording check flagged the text and the sender confirmed it (docs/safety.md). */
  flagged: boolean;
  /** A first mail with a pattern: the recipient's warning (docs/safety.md). */
  caution: Caution | null;
}

export interface NewMail extends Omit<MailRow, 'id' | 'status' | 'flagged' | 'caution'> {
  flagged?: boolean;
  /** The warning the mail carries if it starts contact. */
  caution?: Caution | null;
  /** '' when the sender gave none. */
  idempotencyKey: string;
}

/** A page of a mailbox and the unread count of the whole mailbox. */
export interface MailPage {
  rows: MailRow[];
  unread: number;
}

/** A sender's first-message allowance: contacts they may start an hour, counted from `since` (ms). */
export interface FirstContactAllowance {
  perHour: number;
  since: number;
}

/** What a send stored (null: refused by the allowance), and whether it starts contact. */
export interface SentMail {
  row: MailRow | null;
  /** The pair had neither mailed nor chatted before this mail. */
  startsContact: boolean;
}

export interface MailStore {
  /**
   * Stores the mail; with a key the sender used already, answers that mail instead. With `allowance`,
   * a mail that starts contact is counted with the chats the sender started and the mails that started
   * contact since `allowance.since`, under the lock the chat's allowance is spent under, and past
   * `allowance.perHour` it is not stored.
   */
  insert(mail: NewMail, allowance?: FirstContactAllowance): Promise<SentMail>;
  findByKey(senderId: number, idempotencyKey: string): Promise<MailRow | null>;
  /** Newest first; with `beforeId`, only mails older than that one. */
  listFor(recipientId: number, limit: number, beforeId?: number): Promise<MailPage>;
  find(id: number): Promise<MailRow | null>;
  markRead(id: number): Promise<void>;
}

interface MailRowDb {
  id: string;
  sender_id: string;
  sender_name: string;
  recipient_id: string;
  content: string;
  status: number;
  created_at: string;
  flagged: boolean;
  caution: string | null;
}

const toMail = (r: MailRowDb): MailRow => ({
  id: Number(r.id),
  senderId: Number(r.sender_id),
  senderName: r.sender_name,
  recipientId: Number(r.recipient_id),
  content: r.content,
  status: r.status,
  createdAt: Number(r.created_at),
  flagged: r.flagged === true,
  caution: (r.caution as Caution | null) ?? null,
});

const COLUMNS = 'id, sender_id, sender_name, recipient_id, content, status, created_at, flagged, caution';

export class DatabaseMailStore implements MailStore {
  private readonly s: string;
  /** `reads`: where the mailbox pages may be read (a replica: kit's readPath.ts). */
  constructor(
    private readonly sequelize: Sequelize,
    schema: string,
    private readonly reads?: ReadPath,
  ) {
    this.s = `"${schema}"`;
  }

  private async rows(sql: string, bind: unknown[]): Promise<MailRow[]> {
    const rows = await this.sequelize.query<MailRowDb>(sql, { bind, type: QueryTypes.SELECT });
    return rows.map(toMail);
  }

  async insert(mail: NewMail, allowance?: FirstContactAllowance): Promise<SentMail> {
    if (!allowance) return this.store(mail);
    return this.sequelize.transaction(async (transaction) => {
      const select = { type: QueryTypes.SELECT, transaction } as const;
      await this.sequelize.query(`SELECT pg_advisory_xact_lock($1)`, { ...select, bind: [senderLock(mail.senderId)] });
      const [state] = await this.sequelize.query<{ known: boolean; started: string }>(
        `SELECT ${talking(this.s, '$1', '$2')} AS known,
           (SELECT count(*) FROM ${this.s}.threads WHERE started_by = $1 AND starts_contact AND created_at >= $3)
           + (SELECT count(*) FROM ${this.s}.mails WHERE sender_id = $1 AND starts_contact AND created_at >= $3)
           AS started`,
        { ...select, bind: [mail.senderId, mail.recipientId, allowance.since] },
      );
      if (!state?.known && Number(state?.started ?? 0) >= allowance.perHour) return { row: null, startsContact: true };
      return this.store(mail, transaction);
    });
  }

  /** One statement: the mail, marked as starting contact when the pair neither mailed nor chatted. */
  private async store(mail: NewMail, transaction?: Transaction): Promise<SentMail> {
    const [row] = await this.sequelize.query<MailRowDb & { starts_contact: boolean }>(
      `INSERT INTO ${this.s}.mails
         (sender_id, sender_name, recipient_id, content, created_at, idempotency_key, flagged, starts_contact, caution)
       SELECT $1, $2, $3, $4, $5, NULLIF($6, ''), $7, first, CASE WHEN first THEN $8 END
       FROM (SELECT NOT ${talking(this.s, '$1', '$3')} AS first) starts
       ON CONFLICT (sender_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
       RETURNING ${COLUMNS}, starts_contact`,
      {
        bind: [
          mail.senderId,
          mail.senderName,
          mail.recipientId,
          mail.content,
          mail.createdAt,
          mail.idempotencyKey,
          mail.flagged === true,
          mail.caution ?? null,
        ],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    if (row) return { row: toMail(row), startsContact: row.starts_contact };
    // A concurrent send with the same key stored it first.
    return { row: (await this.findByKey(mail.senderId, mail.idempotencyKey))!, startsContact: false };
  }

  async findByKey(senderId: number, idempotencyKey: string): Promise<MailRow | null> {
    const [row] = await this.rows(
      `SELECT ${COLUMNS} FROM ${this.s}.mails WHERE sender_id = $1 AND idempotency_key = $2`,
      [senderId, idempotencyKey],
    );
    return row ?? null;
  }

  /** One round trip: the unread count on every row, and alone (no mail columns) for an empty page. */
  async listFor(recipientId: number, limit: number, beforeId = 0): Promise<MailPage> {
    const sql = `SELECT m.*, u.unread FROM
         (SELECT count(*) AS unread FROM ${this.s}.mails WHERE recipient_id = $1 AND status = 0) u
       LEFT JOIN LATERAL (
         SELECT ${COLUMNS} FROM ${this.s}.mails WHERE recipient_id = $1 AND ($3::bigint = 0 OR id < $3::bigint)
         ORDER BY id DESC LIMIT $2
       ) m ON true`;
    const bind = [recipientId, limit, beforeId];
    const rows = this.reads
      ? await this.reads.rows<MailRowDb & { unread: string }>(recipientId, sql, bind)
      : await this.sequelize.query<MailRowDb & { unread: string }>(sql, { bind, type: QueryTypes.SELECT });
    return {
      rows: rows.filter((row) => row.id !== null).map(toMail),
      unread: Number(rows[0]?.unread ?? 0),
    };
  }

  async find(id: number): Promise<MailRow | null> {
    const [row] = await this.rows(`SELECT ${COLUMNS} FROM ${this.s}.mails WHERE id = $1`, [id]);
    return row ?? null;
  }

  async markRead(id: number): Promise<void> {
    const [read] = await this.sequelize.query<{ recipient_id: string }>(
      `UPDATE ${this.s}.mails SET status = 1 WHERE id = $1 AND status = 0 RETURNING recipient_id`,
      { bind: [id], type: QueryTypes.SELECT },
    );
    if (read) await this.reads?.wrote(Number(read.recipient_id));
  }
}

/**
 * Whether two members already talk: a chat thread between them, or a mail either way. A gift's
 * message or a mail then continues a conversation rather than starting one (`chat_from`).
 */
export async function conversationUnderWay(sequelize: Sequelize, schema: string, a: number, b: number) {
  const [row] = await sequelize.query<{ yes: boolean }>(`SELECT ${talking(`"${schema}"`, '$1', '$2')} AS yes`, {
    bind: [a, b],
    type: QueryTypes.SELECT,
  });
  return row?.yes === true;
}
