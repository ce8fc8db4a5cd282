import { QueryTypes, type Sequelize } from 'sequelize';
import type { ReadPath } from '@kindred/kit';

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
}

export interface NewMail extends Omit<MailRow, 'id' | 'status' | 'flagged'> {
  flagged?: boolean;
  /** '' when the sender gave none. */
  idempotencyKey: string;
}

/** A page of a mailbox and the unread count of the whole mailbox. */
export interface MailPage {
  rows: MailRow[];
  unread: number;
}

export interface MailStore {
  /** Stores the mail; with a key the sender used already, answers that mail instead. */
  insert(mail: NewMail): Promise<MailRow>;
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
});

const COLUMNS = 'id, sender_id, sender_name, recipient_id, content, status, created_at, flagged';

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

  async insert(mail: NewMail): Promise<MailRow> {
    const [row] = await this.rows(
      `INSERT INTO ${this.s}.mails (sender_id, sender_name, recipient_id, content, created_at, idempotency_key, flagged)
       VALUES ($1, $2, $3, $4, $5, NULLIF($6, ''), $7)
       ON CONFLICT (sender_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        mail.senderId,
        mail.senderName,
        mail.recipientId,
        mail.content,
        mail.createdAt,
        mail.idempotencyKey,
        mail.flagged === true,
      ],
    );
    // A concurrent send with the same key stored it first.
    return row ?? (await this.findByKey(mail.senderId, mail.idempotencyKey))!;
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
  const [row] = await sequelize.query<{ yes: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM "${schema}".threads WHERE low_id = $1 AND high_id = $2)
         OR EXISTS (SELECT 1 FROM "${schema}".mails WHERE recipient_id = $3 AND sender_id = $4)
         OR EXISTS (SELECT 1 FROM "${schema}".mails WHERE recipient_id = $4 AND sender_id = $3) AS yes`,
    { bind: [Math.min(a, b), Math.max(a, b), a, b], type: QueryTypes.SELECT },
  );
  return row?.yes === true;
}
