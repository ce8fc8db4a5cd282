import type * as grpc from '@grpc/grpc-js';
import type { Span } from '@opentelemetry/api';
import { InputError, type AsyncHandlers, type Logger, type NotifyEvent, type NotifyPublisher } from '@kindred/kit';
import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import type { ChatMessage } from '@kindred/kit/generated/kindred/messaging/v1/ChatMessage';
import type { MessagingServiceHandlers } from '@kindred/kit/generated/kindred/messaging/v1/MessagingService';
import type { StoreMessageBatch__Output } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageBatch';
import type { StoreMessageResult } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageResult';
import type { StoreMessageResults } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageResults';
import type { Conversations, SendRequest, SendResult } from '../domain/conversations';
import type { Mailbox } from '../domain/mailbox';
import type { Reach } from '../domain/reach';
import type { Sender } from '../domain/members';
import { translateFor, type TranslationPorts } from '../domain/translator';
import { endStoreSpan, startStoreSpan, withinLeadSpan } from './storeTracing';
import type { StoredMessage } from '../store/chatStore';

export interface MessagingDeps {
  mailbox: Mailbox;
  /** The reach rules outside chat (a gift's message): CheckReach. */
  reach: Reach;
  conversations: Conversations;
  translation: TranslationPorts;
  logger: Logger;
  batchMax: number;
  /** The open StoreMessages streams, so that a stopping process can end each once its sends are answered. */
  streams?: StoreStreams;
  /** Records which staff member wrote customer-service replies (stored before they are acknowledged). */
  recordServiceReplies?: (replies: Array<{ messageId: number; staffId: number }>) => Promise<void>;
  /** Tells the notifier about new messages and mail (docs/notifications.md); absent: nobody is told. */
  notify?: NotifyPublisher;
  /** Records a batch's first messages and recomputes their senders' risk signals (docs/safety.md). */
  riskSignals?: { settle(): Promise<void> };
}

/** Each open stream's `finish`: takes no more sends and ends the stream once those in flight are answered. */
export type StoreStreams = Set<() => void>;

const seconds = (ms: number) => Math.floor(ms / 1000);

/** `ndate` as the spec's chat message carries it: local-free ISO date and time (UTC). */
let lastNdate = { ms: NaN, text: '' };
const ndate = (ms: number) => {
  // A batch's messages share their time: format it once.
  if (ms !== lastNdate.ms) lastNdate = { ms, text: new Date(ms).toISOString().slice(0, 19).replace('T', ' ') };
  return lastNdate.text;
};

/** A stored message as the JSON of a ChatMessage (the fields, in order, of the chat frames' data). */
export function chatMessageJson(m: StoredMessage): string {
  return (
    `{"mid":${m.mid},"type":${JSON.stringify(m.type)},"content":${JSON.stringify(m.content)},"img":${JSON.stringify(m.img)},` +
    `"sender_id":${m.senderId},"reciver_id":${m.recipientId},"ndate":"${ndate(m.createdAt)}","create_time":${seconds(m.createdAt)},` +
    `"flagged":${m.flagged ? 1 : 0}${m.caution ? `,"caution":"${m.caution}"` : ''}}`
  );
}

export function toChatMessage(m: StoredMessage): ChatMessage {
  return {
    mid: m.mid,
    type: m.type,
    content: m.content,
    img: m.img,
    sender_id: m.senderId,
    reciver_id: m.recipientId,
    ndate: ndate(m.createdAt),
    create_time: seconds(m.createdAt),
    flagged: m.flagged ? 1 : 0,
    ...(m.caution ? { caution: m.caution } : {}),
  };
}

function senderOf(caller: Caller | null | undefined): Sender {
  if (!caller || !Number.isSafeInteger(caller.user_id) || caller.user_id <= 0)
    throw new InputError({ caller: 'required' });
  return caller;
}

function toResult(result: SendResult): StoreMessageResult {
  if (result.outcome === 'stored')
    return {
      client_ref: result.ref,
      outcome: 'stored',
      message_json: chatMessageJson(result.message),
      repeated: result.repeated === true,
    };
  return { client_ref: result.ref, outcome: result.outcome, reason: result.reason };
}

export function messagingHandlers(
  deps: MessagingDeps,
): Omit<AsyncHandlers<MessagingServiceHandlers>, 'ExportMemberData' | 'NoteComplaint'> {
  const { mailbox, conversations } = deps;
  const enqueue = createBatchWriter(deps);
  return {
    async ListMail({ caller, before_id, limit }) {
      const { mails, unread } = await mailbox.list(senderOf(caller), before_id, limit);
      return {
        unread,
        mails: mails.map((m) => ({
          eid: m.id,
          type: m.status,
          sendername: m.senderName,
          msg: m.content,
          create_time: seconds(m.createdAt),
          sender_id: m.senderId,
          locked: m.locked,
          flagged: m.flagged && !m.locked ? 1 : 0,
          caution: m.caution && !m.locked ? m.caution : '',
        })),
      };
    },

    async SendMail({ caller, recipient_id, content, idempotency_key, confirm }) {
      const key = idempotency_key.trim();
      if (key.length > 128) throw new InputError({ idempotency_key: 'invalid' });
      const m = await mailbox.send(senderOf(caller), recipient_id, content, key, confirm);
      deps.notify?.([
        {
          topic: 'new_mail',
          to: m.recipientId,
          from: m.senderId,
          preview: '',
          item: m.id,
          thread: `mail:${m.id}`,
          at: m.createdAt,
        },
      ]);
      return {
        eid: m.id,
        type: m.status,
        sendername: m.senderName,
        msg: m.content,
        create_time: seconds(m.createdAt),
        sender_id: m.senderId,
        flagged: m.flagged ? 1 : 0,
      };
    },

    async GetReceivedMessage({ caller, kind, id }) {
      const reader = senderOf(caller);
      if (kind !== 'chat' && kind !== 'mail') throw new InputError({ kind: 'invalid' });
      const m =
        kind === 'chat'
          ? await conversations.received(reader.user_id, id).then((c) => ({ ...c, content: c.content || c.img }))
          : await mailbox.received(reader, id);
      const at = seconds(m.createdAt);
      return { kind, id, sender_id: m.senderId, content: m.content, create_time: at, flagged: m.flagged };
    },

    async CheckReach({ sender_id, recipient_id }) {
      if (!(sender_id > 0) || !(recipient_id > 0)) throw new InputError({ recipient_id: 'invalid' });
      return { refusal: (await deps.reach.refusal(sender_id, recipient_id)) ?? '' };
    },

    async MarkMailRead({ caller, id }) {
      await mailbox.markRead(senderOf(caller), id);
      return {};
    },

    async ListContacts({ user_id, before_time, before_uid, limit }) {
      const before = before_time || before_uid ? { time: before_time, partnerId: before_uid } : undefined;
      const { contacts, total, more } = await conversations.contacts(user_id, { limit, before });
      const last = contacts[contacts.length - 1];
      return {
        total,
        more,
        next_time: more && last ? last.lastTime : 0,
        contacts: contacts.map((c) => ({
          uid: c.partnerId,
          count: c.unread,
          content: c.lastContent,
          create_time: seconds(c.lastTime),
          type: c.lastType,
          presence_hidden: c.presenceHidden,
        })),
      };
    },

    async ListHistory({ user_id, contact, before_create_time, before_mid }) {
      const page = await conversations.history(user_id, contact, { mid: before_mid, createTime: before_create_time });
      return { messages: page.messages.map(toChatMessage), more: page.more };
    },

    async MarkChatRead({ user_id, contact }) {
      await conversations.markRead(user_id, contact);
      return {};
    },

    async DeleteChat({ user_id, contact }) {
      await conversations.deleteChat(user_id, contact);
      return {};
    },

    async Translate({ caller, content, to, idempotency_key }) {
      const key = idempotency_key.trim();
      if (!key || key.length > 100) throw new InputError({ idempotency_key: 'invalid' });
      const dst = await translateFor(deps.translation, senderOf(caller), { content, to, idempotencyKey: key });
      return { dst };
    },

    StoreMessages: (call) => storeMessagesStream(call, enqueue, deps.streams),
  };
}

/** Where a stream's results go: written in request order, a batch of them per stored batch. */
interface ResultSink {
  write(results: StoreMessageResult[]): void;
}

interface Queued {
  request: SendRequest;
  sink: ResultSink;
  span?: Span;
}

/**
 * One writer for every stream of this process: sends from all chat nodes queue up while a batch is
 * being stored and go into the next transaction together, so concurrent transactions never fight
 * over the same contacts rows and one statement carries many messages. Batches are stored one after
 * the other, so each stream's results come back in its request order.
 */
export function createBatchWriter(deps: MessagingDeps) {
  let queue: Queued[] = [];
  let busy = false;
  const drain = async () => {
    if (busy) return;
    busy = true;
    while (queue.length > 0) {
      const batch = queue.length <= deps.batchMax ? queue : queue.slice(0, deps.batchMax);
      queue = queue.length <= deps.batchMax ? [] : queue.slice(deps.batchMax);
      let results: SendResult[];
      try {
        results = await withinLeadSpan(
          batch.map((b) => b.span),
          () => deps.conversations.send(batch.map((b) => b.request)),
        );
        const replies = batch.flatMap((b, i) => {
          const result = results[i]!;
          return b.request.staffId && result.outcome === 'stored'
            ? [{ messageId: result.message.mid, staffId: b.request.staffId }]
            : [];
        });
        if (replies.length) await deps.recordServiceReplies?.(replies);
        deps.notify?.(newMessageEvents(results));
      } catch (err) {
        deps.logger.error({ err, size: batch.length }, 'chat batch not stored');
        results = batch.map((b) => ({ ref: b.request.ref, outcome: 'failed', reason: 'store_failed' }));
      }
      // One write per stream and batch, the stream's results in request order.
      let sink = batch[0]!.sink;
      let out: StoreMessageResult[] = [];
      const bySink = new Map<ResultSink, StoreMessageResult[]>([[sink, out]]);
      for (let i = 0; i < batch.length; i++) {
        const b = batch[i]!;
        if (b.sink !== sink) {
          sink = b.sink;
          out = bySink.get(sink) ?? [];
          if (!bySink.has(sink)) bySink.set(sink, out);
        }
        out.push(toResult(results[i]!));
        endStoreSpan(b.span, results[i]!.outcome, batch.length);
      }
      for (const [target, list] of bySink) target.write(list);
      // Off the replies' path, before the next batch: that batch's allowances see any case this opened.
      await deps.riskSignals?.settle();
    }
    busy = false;
  };
  return (entries: Queued[]) => {
    for (const entry of entries) queue.push(entry);
    void drain();
  };
}

/** Messages stored for the first time (not a resend of a stored ref) are news for their recipient. */
function newMessageEvents(results: SendResult[]): NotifyEvent[] {
  const events: NotifyEvent[] = [];
  for (const result of results) {
    if (result.outcome !== 'stored' || result.repeated) continue;
    const m = result.message;
    events.push({
      topic: 'new_chat_message',
      to: m.recipientId,
      from: m.senderId,
      preview: '',
      item: m.img ? 0 : m.mid,
      thread: `chat:${m.senderId}`,
      at: m.createdAt,
    });
  }
  return events;
}

/** Members whose rights a stream remembers at most (a node holds fewer members than this). */
const STREAM_CALLERS_MAX = 200_000;

/**
 * The chat nodes' hot path: one long-lived stream per node. Each stream message is the sends of one
 * tick of the node; a sender's rights arrive once (and again when they change) and are remembered
 * for the stream. Results go back in request order, one stream message per stored batch.
 */
function storeMessagesStream(
  call: grpc.ServerDuplexStream<StoreMessageBatch__Output, StoreMessageResults>,
  enqueue: (entries: Queued[]) => void,
  streams?: StoreStreams,
): void {
  const callers = new Map<number, Caller>();
  let ended = false;
  let cancelled = false;
  let inFlight = 0;
  let finishing = false;
  const finish = () => {
    finishing = true;
    ended = true;
    if (inFlight === 0 && !cancelled) call.end();
  };
  streams?.add(finish);
  call.on('close', () => streams?.delete(finish));
  const sink: ResultSink = {
    write(results) {
      inFlight -= results.length;
      if (!cancelled) call.write({ results });
      if (ended && inFlight === 0 && !cancelled) call.end();
    },
  };
  call.on('data', (batch: StoreMessageBatch__Output) => {
    // Stopping: sends that arrive now are answered failed at once (the node's client resends them elsewhere).
    if (finishing) {
      if (!cancelled)
        call.write({
          results: batch.requests.map((r) => ({ client_ref: r.client_ref, outcome: 'failed', reason: 'stopping' })),
        });
      return;
    }
    const entries: Queued[] = [];
    const refused: StoreMessageResult[] = [];
    for (const r of batch.requests) {
      let sender: Caller | undefined;
      if (r.caller && Number.isSafeInteger(r.caller.user_id) && r.caller.user_id > 0) {
        if (callers.size >= STREAM_CALLERS_MAX) callers.clear();
        sender = r.caller;
        callers.set(sender.user_id, sender);
      } else sender = callers.get(r.sender_id);
      if (!sender) {
        refused.push({ client_ref: r.client_ref, outcome: 'invalid', reason: 'caller_required' });
        continue;
      }
      entries.push({
        sink,
        request: {
          ref: r.client_ref,
          messageRef: r.message_ref,
          sender,
          message: { contact: r.contact, type: r.type, msg: r.msg, img: r.img },
          staffId: r.staff_id || undefined,
          confirm: r.confirm,
        },
        span: startStoreSpan(r.traceparent),
      });
    }
    // A refusal concerns a sender this stream has not seen, whose later sends are refused too: answering
    // it ahead of stored results keeps each sender's order.
    if (refused.length && !cancelled) call.write({ results: refused });
    if (entries.length) {
      inFlight += entries.length;
      enqueue(entries);
    }
  });
  call.on('end', () => {
    ended = true;
    if (inFlight === 0) call.end();
  });
  call.on('cancelled', () => {
    cancelled = true;
  });
  call.on('error', () => {
    cancelled = true;
  });
}
