import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { ReadPath } from '@kindred/kit';
import { MESSAGE_COLUMNS, toMessage, type ContactRow, type MessageRowDb, type StoredMessage } from './chatMessageRows';
import { EMPTY_STATE, type AcceptedMessage, type BatchState, type StoreBatchOptions } from './chatBatch';
import { mailedBetween } from './contactBetween';
import { senderLock } from './senderLocks';

export type { ContactRow, StoredMessage } from './chatMessageRows';
export type { AcceptedMessage, BatchState, StoreBatchOptions } from './chatBatch';

/** Chat persistence: contacts, messages, threads and the daily allowance. */
export interface ChatStore {
  /**
   * Runs `decide` over a batch inside one transaction holding each sender's lock, then stores the
   * accepted messages with few statements; returns them with their ids, in `decide`'s order.
   */
  storeBatch(
    senders: number[],
    pairs: Array<[number, number]>,
    day: string,
    decide: (state: BatchState) => AcceptedMessage[],
    options?: StoreBatchOptions,
  ): Promise<StoredMessage[]>;
  /** A message the member received (the evidence of a report they file), or null. */
  findReceived(recipientId: number, mid: number): Promise<StoredMessage | null>;
  /** The messages stored earlier under any of these (sender, ref). */
  findByRefs(refs: Array<{ senderId: number; ref: string }>): Promise<Array<StoredMessage & { ref: string }>>;
  /**
   * A page of the owner's visible contacts, newest first, after the cursor (none: the first page),
   * with the unread total of every visible contact on the first page (0 after a cursor).
   */
  listContacts(
    ownerId: number,
    limit: number,
    before?: { time: number; partnerId: number },
  ): Promise<{ rows: ContactRow[]; unread: number }>;
  /** Messages of the pair visible to `ownerId`, newest first, older than the cursor. */
  listHistory(
    ownerId: number,
    partnerId: number,
    before: { mid: number; createdAt: number },
    limit: number,
  ): Promise<StoredMessage[]>;
  markRead(ownerId: number, partnerId: number): Promise<void>;
  /** Hides the chat from the owner's list and its history before now; false when there was none. */
  deleteChat(ownerId: number, partnerId: number): Promise<boolean>;
}

const pairOf = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

export class DatabaseChatStore implements ChatStore {
  private readonly s: string;
  /** `reads`: where the contact list and histories may be read (a replica: kit's readPath.ts). */
  constructor(
    private readonly sequelize: Sequelize,
    schema: string,
    private readonly reads?: ReadPath,
  ) {
    this.s = `"${schema}"`;
  }

  private select<T extends object>(sql: string, bind: unknown[], transaction?: Transaction): Promise<T[]> {
    return this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction });
  }

  /** A read for `ownerId` that may come from a replica (the primary for one who just wrote). */
  private replicaSelect<T extends object>(ownerId: number, sql: string, bind: unknown[]): Promise<T[]> {
    return this.reads ? this.reads.rows<T>(ownerId, sql, bind) : this.select<T>(sql, bind);
  }

  private async wrote(ownerIds: number[]): Promise<void> {
    if (this.reads) await Promise.all([...new Set(ownerIds)].map((id) => this.reads!.wrote(id)));
  }

  /** Stores the batch; its senders then read their histories from the primary for a moment. */
  async storeBatch(
    senders: number[],
    pairs: Array<[number, number]>,
    day: string,
    decide: (state: BatchState) => AcceptedMessage[],
    options?: StoreBatchOptions,
  ): Promise<StoredMessage[]> {
    const stored = await this.storeDecided(senders, pairs, day, decide, options);
    await this.wrote(stored.map((message) => message.senderId));
    return stored;
  }

  private async storeDecided(
    senders: number[],
    pairs: Array<[number, number]>,
    day: string,
    decide: (state: BatchState) => AcceptedMessage[],
    options: StoreBatchOptions = { needsState: true, lockSenders: senders },
  ): Promise<StoredMessage[]> {
    if (!options.needsState) {
      // Every decision is known without reading: the whole batch is one statement (atomic on its own).
      const accepted = decide(EMPTY_STATE);
      return accepted.length ? this.write(accepted, day) : [];
    }
    return this.sequelize.transaction(async (t) => {
      const counted = options.countStartsOf ?? [];
      const lockKeys = [...new Set([...options.lockSenders, ...counted])].sort((a, b) => a - b).map(senderLock);
      const lows = pairs.map(([a, b]) => pairOf(a, b)[0]);
      const highs = pairs.map(([a, b]) => pairOf(a, b)[1]);
      // Each sender's allowance is read and spent under that sender's lock (several replicas store at
      // once); the lock is its own statement so that the reads below see what the holder committed.
      if (lockKeys.length)
        await this.select<object>(`SELECT pg_advisory_xact_lock(k) FROM unnest($1::bigint[]) AS k`, [lockKeys], t);
      const rows = await this.select<{ kind: string; a: string; b: string; v: string }>(
        `SELECT 't' AS kind, th.low_id AS a, th.high_id AS b, th.started_by AS v
           FROM ${this.s}.threads th
           JOIN unnest($1::bigint[], $2::bigint[]) AS p(low, high) ON th.low_id = p.low AND th.high_id = p.high
         UNION ALL
         SELECT 'a', al.user_id, 0, al.used FROM ${this.s}.chat_allowance al
          WHERE al.day = $3::date AND al.user_id = ANY($4::bigint[])
         UNION ALL
         SELECT 'h', st.started_by, 0, count(*) FROM ${this.s}.threads st
          WHERE st.started_by = ANY($5::bigint[]) AND st.starts_contact AND st.created_at >= $6 GROUP BY st.started_by
         UNION ALL
         SELECT 'h', fm.sender_id, 0, count(*) FROM ${this.s}.mails fm
          WHERE fm.sender_id = ANY($5::bigint[]) AND fm.starts_contact AND fm.created_at >= $6 GROUP BY fm.sender_id
         UNION ALL
         SELECT 'm', p.low, p.high, 0 FROM unnest($1::bigint[], $2::bigint[]) AS p(low, high)
          WHERE cardinality($5::bigint[]) > 0 AND ${mailedBetween(this.s, 'p.low', 'p.high')}`,
        [lows, highs, day, options.lockSenders, counted, options.startsSince ?? 0],
        t,
      );
      const threads = new Map<string, number>();
      const used = new Map<number, number>();
      const started = new Map<number, number>();
      const mailed = new Set<string>();
      for (const row of rows) {
        if (row.kind === 't') threads.set(`${row.a}:${row.b}`, Number(row.v));
        else if (row.kind === 'm') mailed.add(`${row.a}:${row.b}`);
        else if (row.kind === 'a') used.set(Number(row.a), Number(row.v));
        else started.set(Number(row.a), (started.get(Number(row.a)) ?? 0) + Number(row.v));
      }
      const accepted = decide({
        threadStartedBy: (a, b) => threads.get(a < b ? `${a}:${b}` : `${b}:${a}`) ?? null,
        usedToday: (id) => used.get(id) ?? 0,
        startedSince: (id) => started.get(id) ?? 0,
        mailed: (a, b) => mailed.has(a < b ? `${a}:${b}` : `${b}:${a}`),
      });
      return accepted.length ? this.write(accepted, day, t) : [];
    });
  }

  /**
   * Stores accepted messages in one statement: message rows (ids from the sequence in batch order),
   * threads they start (a thread that exists already is kept), allowance spent, and both members'
   * contacts rows (last message; the recipient's unread count).
   */
  private async write(accepted: AcceptedMessage[], day: string, transaction?: Transaction): Promise<StoredMessage[]> {
    const n = accepted.length;
    // The batch's rows travel as JSON documents (one parameter each): pg would otherwise escape every
    // element of every array parameter in JavaScript.
    const rows: Array<
      [number, number, number, number, string, string, string, number, string, boolean, string | null]
    > = new Array(n);
    // The threads the batch starts, each with its first message (the one that started it, if it is new).
    const newThreads = new Map<string, { low: number; high: number; by: number; at: number; first: number }>();
    // Both members' chat lists: the last message per (owner, partner) and the recipient's unread count.
    const contacts = new Map<string, { owner: number; partner: number; unread: number; msg: AcceptedMessage }>();
    const allowance = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const m = accepted[i]!;
      const low = m.senderId < m.recipientId ? m.senderId : m.recipientId;
      const high = m.senderId < m.recipientId ? m.recipientId : m.senderId;
      rows[i] = [
        low,
        high,
        m.senderId,
        m.recipientId,
        m.type,
        m.content,
        m.img,
        m.createdAt,
        m.ref,
        m.flagged,
        m.caution,
      ];
      if (m.startsThread) {
        const key = `${low}:${high}`;
        if (!newThreads.has(key)) newThreads.set(key, { low, high, by: m.senderId, at: m.createdAt, first: i });
      }
      if (m.usesAllowance) allowance.set(m.senderId, (allowance.get(m.senderId) ?? 0) + 1);
      const mine = `${m.senderId}:${m.recipientId}`;
      const theirs = `${m.recipientId}:${m.senderId}`;
      const own = contacts.get(mine);
      if (own) own.msg = m;
      else contacts.set(mine, { owner: m.senderId, partner: m.recipientId, unread: 0, msg: m });
      const other = contacts.get(theirs);
      if (other) {
        other.unread++;
        other.msg = m;
      } else contacts.set(theirs, { owner: m.recipientId, partner: m.senderId, unread: 1, msg: m });
    }
    // Rows in one order in every statement: concurrent replicas wait on each other, never deadlock.
    const c = [...contacts.values()].sort((x, y) => x.owner - y.owner || x.partner - y.partner);
    const nt = [...newThreads.values()];
    const al = [...allowance.entries()];
    const s = this.s;
    const ids = await this.select<{ id: string | null; ord: string | null; pair: string | null }>(
      `WITH src AS (
         SELECT nextval('${s.replaceAll('"', '')}.messages_id_seq') AS id, x.*
           FROM (SELECT (r->>0)::bigint AS low, (r->>1)::bigint AS high, (r->>2)::bigint AS sender, (r->>3)::bigint AS recipient,
                        r->>4 AS type, r->>5 AS content, r->>6 AS img, (r->>7)::bigint AS at, NULLIF(r->>8, '') AS ref,
                        (r->>9)::boolean AS flagged, r->>10 AS caution, ord
                   FROM json_array_elements($1::json) WITH ORDINALITY AS u(r, ord)
                  ORDER BY ord) x
       ), m AS (
         INSERT INTO ${s}.messages (id, low_id, high_id, sender_id, recipient_id, type, content, img, created_at, ref, flagged, caution)
         SELECT id, low, high, sender, recipient, type, content, img, at, ref, flagged, caution FROM src
       ), th AS (
         INSERT INTO ${s}.threads (low_id, high_id, started_by, created_at, starts_contact)
         SELECT low, high, sender, at, NOT ${mailedBetween(s, 'low', 'high')}
           FROM (SELECT (r->>0)::bigint AS low, (r->>1)::bigint AS high, (r->>2)::bigint AS sender, (r->>3)::bigint AS at
                   FROM json_array_elements($2::json) AS r) nt
         ON CONFLICT DO NOTHING RETURNING low_id, high_id, starts_contact
       ), al AS (
         INSERT INTO ${s}.chat_allowance (user_id, day, used)
         SELECT u, $3::date, k FROM unnest($4::bigint[], $5::int[]) AS a(u, k)
         ON CONFLICT (user_id, day) DO UPDATE SET used = ${s}.chat_allowance.used + excluded.used
       ), ct AS (
         INSERT INTO ${s}.contacts (owner_id, partner_id, unread, last_type, last_content, last_time, visible)
         SELECT o, p, un, lt, lc, ltime, true
           FROM (SELECT (r->>0)::bigint AS o, (r->>1)::bigint AS p, (r->>2)::int AS un, r->>3 AS lt, r->>4 AS lc, (r->>5)::bigint AS ltime
                   FROM json_array_elements($6::json) AS r) x
         ON CONFLICT (owner_id, partner_id) DO UPDATE SET
           unread = ${s}.contacts.unread + excluded.unread,
           last_type = excluded.last_type, last_content = excluded.last_content,
           last_time = excluded.last_time, visible = true
       )
       SELECT id, ord, NULL AS pair FROM src UNION ALL SELECT NULL, NULL, low_id || ':' || high_id FROM th WHERE starts_contact`,
      [
        JSON.stringify(rows),
        JSON.stringify(nt.map((x) => [x.low, x.high, x.by, x.at])),
        day,
        al.map(([u]) => u),
        al.map(([, k]) => k),
        JSON.stringify(
          c.map((x) => [
            x.owner,
            x.partner,
            x.unread,
            x.msg.type,
            x.msg.type === 'img' ? x.msg.img : x.msg.content,
            x.msg.createdAt,
          ]),
        ),
      ],
      transaction,
    );
    const stored = new Array<StoredMessage>(n);
    const started: number[] = [];
    for (const row of ids) {
      if (row.pair !== null) {
        started.push(newThreads.get(row.pair)!.first);
        continue;
      }
      const i = Number(row.ord) - 1;
      const m = accepted[i]!;
      stored[i] = {
        mid: Number(row.id),
        type: m.type,
        content: m.content,
        img: m.img,
        senderId: m.senderId,
        recipientId: m.recipientId,
        createdAt: m.createdAt,
        flagged: m.flagged,
        caution: m.caution,
      };
    }
    for (const i of started) stored[i]!.startedContact = true;
    return stored;
  }

  async findReceived(recipientId: number, mid: number): Promise<StoredMessage | null> {
    const [row] = await this.select<MessageRowDb>(
      `SELECT ${MESSAGE_COLUMNS} FROM ${this.s}.messages WHERE id = $1 AND recipient_id = $2`,
      [mid, recipientId],
    );
    return row ? toMessage(row) : null;
  }

  async findByRefs(refs: Array<{ senderId: number; ref: string }>): Promise<Array<StoredMessage & { ref: string }>> {
    if (!refs.length) return [];
    const rows = await this.select<MessageRowDb & { ref: string }>(
      `SELECT m.id, m.type, m.content, m.img, m.sender_id, m.recipient_id, m.created_at, m.ref, m.flagged, m.caution
         FROM ${this.s}.messages m
         JOIN unnest($1::bigint[], $2::text[]) AS r(sender, ref) ON m.sender_id = r.sender AND m.ref = r.ref`,
      [refs.map((r) => r.senderId), refs.map((r) => r.ref)],
    );
    return rows.map((row) => ({ ...toMessage(row), ref: row.ref }));
  }

  async listContacts(ownerId: number, limit: number, before?: { time: number; partnerId: number }) {
    // The owner's rows come through the primary key (a few hundred at most: docs/scale/queries.md). The
    // first page's unread total of every chat is summed once, apart from the page: a window sum over all
    // of them carried each row into a buffer before the sort (3x the query's time for 1,100 chats).
    const rows = await this.replicaSelect<{
      partner_id: string;
      unread: number;
      last_type: string;
      last_content: string;
      last_time: string;
      unread_total?: string;
    }>(
      ownerId,
      before
        ? `SELECT partner_id, unread, last_type, last_content, last_time
             FROM ${this.s}.contacts
            WHERE owner_id = $1 AND visible AND (last_time, partner_id) < ($3, $4)
            ORDER BY last_time DESC, partner_id DESC LIMIT $2`
        : `SELECT partner_id, unread, last_type, last_content, last_time,
                  (SELECT sum(unread) FROM ${this.s}.contacts WHERE owner_id = $1 AND visible) AS unread_total
             FROM ${this.s}.contacts
            WHERE owner_id = $1 AND visible
            ORDER BY last_time DESC, partner_id DESC LIMIT $2`,
      before ? [ownerId, limit, before.time, before.partnerId] : [ownerId, limit],
    );
    return {
      unread: Number(rows[0]?.unread_total ?? 0),
      rows: rows.map((r) => ({
        partnerId: Number(r.partner_id),
        unread: r.unread,
        lastType: r.last_type,
        lastContent: r.last_content,
        lastTime: Number(r.last_time),
      })),
    };
  }

  async listHistory(ownerId: number, partnerId: number, before: { mid: number; createdAt: number }, limit: number) {
    const [low, high] = pairOf(ownerId, partnerId);
    const rows = await this.replicaSelect<MessageRowDb>(
      ownerId,
      `SELECT m.id, m.type, m.content, m.img, m.sender_id, m.recipient_id, m.created_at, m.flagged, m.caution
         FROM ${this.s}.messages m
        WHERE m.low_id = $1 AND m.high_id = $2
          AND m.id > COALESCE((SELECT cleared_through FROM ${this.s}.contacts WHERE owner_id = $3 AND partner_id = $4), 0)
          AND ($5::bigint = 0 OR m.id < $5::bigint)
          AND ($6::bigint = 0 OR m.created_at < $6::bigint)
        ORDER BY m.id DESC LIMIT $7`,
      [low, high, ownerId, partnerId, before.mid, before.createdAt, limit],
    );
    return rows.map(toMessage);
  }

  async markRead(ownerId: number, partnerId: number): Promise<void> {
    await this.sequelize.query(
      `UPDATE ${this.s}.contacts SET unread = 0 WHERE owner_id = $1 AND partner_id = $2 AND unread <> 0`,
      { bind: [ownerId, partnerId] },
    );
    await this.wrote([ownerId]);
  }

  async deleteChat(ownerId: number, partnerId: number): Promise<boolean> {
    const [low, high] = pairOf(ownerId, partnerId);
    const rows = await this.select<{ owner_id: string }>(
      `UPDATE ${this.s}.contacts SET visible = false, unread = 0,
              cleared_through = COALESCE((SELECT max(id) FROM ${this.s}.messages WHERE low_id = $3 AND high_id = $4), 0)
        WHERE owner_id = $1 AND partner_id = $2 AND visible RETURNING owner_id`,
      [ownerId, partnerId, low, high],
    );
    await this.wrote([ownerId]);
    return rows.length > 0;
  }
}
