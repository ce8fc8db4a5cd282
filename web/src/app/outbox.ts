/**
 * The chat outbox (docs/reliability.md): every message a member sends waits here, in memory and in
 * local storage (one key per member), from the moment it is typed until the chat node acknowledges
 * it as stored. Each carries its own `ref`, so resending it (after a reconnect, a reload, or a retry)
 * never stores it twice: messaging answers a known (sender, ref) with the message it already stored.
 * A message not acknowledged within the time allowed, or refused by the server, stays here as failed
 * until the member retries or discards it. Layout-free: the socket keeps it, every layout renders it.
 */

export type OutboxStatus = 'pending' | 'failed';

export interface OutboxMessage {
  /** The client's id of this message (at most 64 characters), the same on every resend. */
  ref: string;
  contact: number;
  type: 'txt' | 'img';
  /** The text (empty for a picture). */
  content: string;
  /** The picture's address (empty for text). */
  img: string;
  /** When the member sent it, or last retried it (ms). */
  queuedAt: number;
  status: OutboxStatus;
  /** Why it failed: the server's message key (`error.blocked`, …) or `timeout`. */
  reason?: string;
  /** The member answered "Are you sure?" about its wording and sends it anyway (docs/safety.md). */
  confirm?: boolean;
}

/** The part of `localStorage` the outbox uses. */
export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Without an acknowledgement for this long, a message shows as failed (with a retry). */
export const ACK_TIMEOUT_MS = 30_000;
/** The node's limit on a ref (services/chat/src/domain/frames.ts). */
export const REF_MAX = 64;

export const outboxKey = (memberId: number) => `chat.outbox.${memberId}`;

/** A ref unique across tabs and reloads: the time and 64 random bits (at most 30 characters). */
export function newRef(now: number = Date.now()): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  const random = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `m${now.toString(36)}-${random}`;
}

export interface OutboxOptions {
  storage: OutboxStorage | null;
  now: () => number;
  timeoutMs: number;
  /** Called after every change, with the new list. */
  onChange: (list: readonly OutboxMessage[]) => void;
  newRef?: (now: number) => string;
}

function isOutboxMessage(value: unknown): value is OutboxMessage {
  const m = value as OutboxMessage;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.ref === 'string' &&
    m.ref.length > 0 &&
    m.ref.length <= REF_MAX &&
    Number.isSafeInteger(m.contact) &&
    (m.type === 'txt' || m.type === 'img') &&
    typeof m.content === 'string' &&
    typeof m.img === 'string' &&
    typeof m.queuedAt === 'number' &&
    (m.status === 'pending' || m.status === 'failed')
  );
}

export class Outbox {
  private entries: readonly OutboxMessage[] = [];
  private member: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: OutboxOptions) {}

  /** The member whose outbox is open, if any. */
  get memberId(): number | null {
    return this.member;
  }

  /** Opens a member's outbox: what an earlier page left unacknowledged comes back. */
  open(memberId: number): void {
    this.clearTimer();
    this.member = memberId;
    this.entries = this.read(memberId);
    this.expire();
    this.changed(false);
  }

  /** Closes the outbox; `forget` (sign-out) also removes what was stored for the member. */
  close(forget: boolean): void {
    this.clearTimer();
    if (forget && this.member !== null) this.remove(this.member);
    this.member = null;
    if (this.entries.length) {
      this.entries = [];
      this.options.onChange(this.entries);
    }
  }

  list(): readonly OutboxMessage[] {
    return this.entries;
  }

  get(ref: string): OutboxMessage | undefined {
    return this.entries.find((m) => m.ref === ref);
  }

  /** The messages still to be delivered, in the order they were sent. */
  pending(): OutboxMessage[] {
    return this.entries.filter((m) => m.status === 'pending');
  }

  add(contact: number, type: 'txt' | 'img', content: string, img: string): OutboxMessage {
    const now = this.options.now();
    const message: OutboxMessage = {
      ref: (this.options.newRef ?? newRef)(now),
      contact,
      type,
      content,
      img,
      queuedAt: now,
      status: 'pending',
    };
    this.entries = [...this.entries, message];
    this.changed(true);
    return message;
  }

  /** The node stored it: it leaves the outbox. Answers whether the ref was this outbox's. */
  acknowledge(ref: string): boolean {
    if (!this.get(ref)) return false;
    this.entries = this.entries.filter((m) => m.ref !== ref);
    this.changed(true);
    return true;
  }

  /** The server refused it: it stays, as failed, until retried or discarded. */
  fail(ref: string, reason: string): boolean {
    if (!this.get(ref)) return false;
    this.entries = this.entries.map((m) => (m.ref === ref ? { ...m, status: 'failed' as const, reason } : m));
    this.changed(true);
    return true;
  }

  /**
   * Pending again, with a new time allowance, after the messages already waiting. The ref stays;
   * `confirm` sends it despite the wording check's "Are you sure?".
   */
  retry(ref: string, confirm = false): OutboxMessage | null {
    const found = this.get(ref);
    if (!found) return null;
    const again: OutboxMessage = {
      ...found,
      status: 'pending',
      queuedAt: this.options.now(),
      reason: undefined,
      ...(confirm ? { confirm: true } : {}),
    };
    this.entries = [...this.entries.filter((m) => m.ref !== ref), again];
    this.changed(true);
    return again;
  }

  discard(ref: string): boolean {
    return this.acknowledge(ref);
  }

  /** Pending messages past their time fail (reason `timeout`). */
  private expire(): void {
    const now = this.options.now();
    const overdue = (m: OutboxMessage) => m.status === 'pending' && now - m.queuedAt >= this.options.timeoutMs;
    if (!this.entries.some(overdue)) return;
    this.entries = this.entries.map((m) => (overdue(m) ? { ...m, status: 'failed' as const, reason: 'timeout' } : m));
  }

  private changed(persist: boolean): void {
    if (persist && this.member !== null) this.write(this.member);
    this.schedule();
    this.options.onChange(this.entries);
  }

  private schedule(): void {
    this.clearTimer();
    const pending = this.pending();
    if (!pending.length || this.member === null) return;
    const due = Math.min(...pending.map((m) => m.queuedAt + this.options.timeoutMs));
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.expire();
        this.changed(true);
      },
      Math.max(0, due - this.options.now()),
    );
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private read(memberId: number): OutboxMessage[] {
    try {
      const parsed: unknown = JSON.parse(this.options.storage?.getItem(outboxKey(memberId)) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isOutboxMessage) : [];
    } catch {
      return [];
    }
  }

  // Storage may be full or refused (private browsing): the outbox then lives in memory only.
  private write(memberId: number): void {
    try {
      if (this.entries.length) this.options.storage?.setItem(outboxKey(memberId), JSON.stringify(this.entries));
      else this.options.storage?.removeItem(outboxKey(memberId));
    } catch {
      /* memory only */
    }
  }

  private remove(memberId: number): void {
    try {
      this.options.storage?.removeItem(outboxKey(memberId));
    } catch {
      /* nothing stored */
    }
  }
}
