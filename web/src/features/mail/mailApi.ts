/** The mail calls (docs/product.md sections 3, 7 and 8, services/edge messaging routes). */
import { isOk, post } from '../../app/api';

/** A mail of the inbox; `locked`: a vip-0 reader sees that it exists but not its text. */
export interface Mail {
  eid: number;
  /** 0 unread, 1 read. */
  type: 0 | 1;
  sendername: string;
  sender_id: number;
  msg: string;
  create_time: number;
  locked: boolean;
  /** The wording check flagged it and its sender sent it anyway: the reader is asked "Does this bother you?". */
  flagged?: boolean;
  /** A first mail with a link, a payment request or contact details: the reader is warned (docs/safety.md). */
  caution?: string;
}

export interface Inbox {
  list: Mail[];
  unread: number;
}

/** Mails a page of the inbox (the edge's default, asked for explicitly: a full page means more may follow). */
export const MAIL_PAGE_SIZE = 50;

/**
 * /member/email/emaillist: {list, unread}, newest first; null when the call failed. `beforeId` (the eid
 * of the oldest mail shown) asks for the page after it.
 */
export async function loadInbox(beforeId = 0): Promise<Inbox | null> {
  const answer = await post<{ list?: Partial<Mail>[]; unread?: number }>('/member/email/emaillist', {
    limit: MAIL_PAGE_SIZE,
    before_id: beforeId > 0 ? beforeId : undefined,
  });
  if (!isOk(answer) || !answer.data) return null;
  const list = (answer.data.list ?? []).map((mail) => ({
    eid: Number(mail.eid),
    type: Number(mail.type) === 1 ? 1 : 0,
    sendername: mail.sendername ?? '',
    sender_id: Number(mail.sender_id) || 0,
    msg: mail.msg ?? '',
    create_time: Number(mail.create_time) || 0,
    locked: mail.locked === true,
    flagged: Number(mail.flagged) === 1,
    caution: mail.caution || undefined,
  })) as Mail[];
  return { list, unread: Number(answer.data.unread) || 0 };
}

/** /member/email/updatestatus: marks a mail read (0 -> 1). */
export async function markRead(eid: number): Promise<boolean> {
  return isOk(await post('/member/email/updatestatus', { id: eid }));
}

export type MailOutcome =
  | { ok: true }
  | { ok: false; reason: 'user_not_found' | 'failed'; msg: string }
  /** "Are you sure?" (-428): the wording check flagged the text; sending again with `confirm` sends it. */
  | { ok: false; reason: 'wording_check'; msg: string };

/** The envelope status of "Are you sure?" (services/edge/src/envelope.ts). */
export const CONFIRM_REQUIRED = -428;

/**
 * /member/email/released: the recipient's username in `email`, the text in `content`. A retry of the
 * same attempt passes the same `idempotencyKey` (app/attempt.ts): the mail is sent once.
 */
export async function sendMail(
  recipient: string,
  content: string,
  idempotencyKey?: string,
  confirm = false,
): Promise<MailOutcome> {
  const answer = await post('/member/email/released', {
    email: recipient,
    content,
    idempotency_key: idempotencyKey,
    confirm: confirm ? 1 : undefined,
  });
  if (isOk(answer)) return { ok: true };
  if (answer.status === CONFIRM_REQUIRED) return { ok: false, reason: 'wording_check', msg: answer.msg };
  // -2 also refuses a new conversation the member does not accept: said as the server says it.
  if (answer.msg === 'error.chat_closed' || answer.msg === 'error.blocked')
    return { ok: false, reason: 'failed', msg: answer.msg };
  if (answer.status === -1 || answer.status === -2) return { ok: false, reason: 'user_not_found', msg: answer.msg };
  return { ok: false, reason: 'failed', msg: answer.msg };
}
