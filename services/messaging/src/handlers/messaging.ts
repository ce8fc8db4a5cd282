import type * as grpc from '@grpc/grpc-js';
import { InputError, type AsyncHandlers, type Logger } from '@kindred/kit';
import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import type { ChatMessage } from '@kindred/kit/generated/kindred/messaging/v1/ChatMessage';
import type { MessagingServiceHandlers } from '@kindred/kit/generated/kindred/messaging/v1/MessagingService';
import type { StoreMessageRequest__Output } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageRequest';
import type { StoreMessageResult } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageResult';
import type { Conversations, SendResult } from '../domain/conversations';
import type { Mailbox } from '../domain/mailbox';
import type { Sender } from '../domain/members';
import { translateFor, type TranslationPorts } from '../domain/translator';
import type { StoredMessage } from '../store/chatStore';

export interface MessagingDeps {
  mailbox: Mailbox;
  conversations: Conversations;
  translation: TranslationPorts;
  logger: Logger;
  batchMax: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** `ndate` as the spec's chat message carries it: local-free ISO date and time (UTC). */
const ndate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

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
  };
}

function senderOf(caller: Caller | null | undefined): Sender {
  if (!caller || !Number.isSafeInteger(caller.user_id) || caller.user_id <= 0) throw new InputError({ caller: 'required' });
  return caller;
}

function toResult(result: SendResult): StoreMessageResult {
  if (result.outcome === 'stored') return { client_ref: result.ref, outcome: 'stored', message: toChatMessage(result.message) };
  return { client_ref: result.ref, outcome: result.outcome, reason: result.reason };
}

export function messagingHandlers(deps: MessagingDeps): AsyncHandlers<MessagingServiceHandlers> {
  const { mailbox, conversations } = deps;
  const writeMessage = createBatchWriter(deps);
  return {
    async ListMail({ caller }) {
      const { mails, unread } = await mailbox.list(senderOf(caller));
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
        })),
      };
    },

    async SendMail({ caller, recipient_id, content }) {
      const m = await mailbox.send(senderOf(caller), recipient_id, content);
      return { eid: m.id, type: m.status, sendername: m.senderName, msg: m.content, create_time: seconds(m.createdAt), sender_id: m.senderId };
    },

    async MarkMailRead({ caller, id }) {
      await mailbox.markRead(senderOf(caller), id);
      return {};
    },

    async ListContacts({ user_id }) {
      const { contacts, total } = await conversations.contacts(user_id);
      return {
        total,
        contacts: contacts.map((c) => ({
          uid: c.partnerId,
          count: c.unread,
          content: c.lastContent,
          create_time: seconds(c.lastTime),
          type: c.lastType,
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

    StoreMessages: (call) => storeMessagesStream(call, writeMessage),
  };
}

/**
 * One writer for every stream of this process: sends from all chat nodes queue up while a batch is
 * being stored and go into the next transaction together, so concurrent transactions never fight
 * over the same contacts rows and one transaction carries many messages.
 */
export function createBatchWriter(deps: MessagingDeps) {
  const queue: Array<{ request: StoreMessageRequest__Output; done: (result: SendResult) => void }> = [];
  let busy = false;
  const drain = async () => {
    if (busy) return;
    busy = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, deps.batchMax);
      let results: SendResult[];
      try {
        results = await storeBatch(
          batch.map((b) => b.request),
          deps,
        );
      } catch (err) {
        deps.logger.error({ err, size: batch.length }, 'chat batch not stored');
        results = batch.map((b) => ({ ref: b.request.client_ref, outcome: 'failed', reason: 'store_failed' }));
      }
      batch.forEach((b, i) => b.done(results[i]!));
    }
    busy = false;
  };
  return (request: StoreMessageRequest__Output) =>
    new Promise<SendResult>((done) => {
      queue.push({ request, done });
      void drain();
    });
}

/**
 * The chat nodes' hot path: one long-lived stream per node; every request goes to the shared batch
 * writer and its result is written back in request order.
 */
function storeMessagesStream(
  call: grpc.ServerDuplexStream<StoreMessageRequest__Output, StoreMessageResult>,
  write: (request: StoreMessageRequest__Output) => Promise<SendResult>,
): void {
  let tail: Promise<unknown> = Promise.resolve();
  let ended = false;
  let cancelled = false;
  let inFlight = 0;
  call.on('data', (request: StoreMessageRequest__Output) => {
    inFlight++;
    const result = write(request);
    tail = tail.then(async () => {
      const answer = await result;
      inFlight--;
      if (!cancelled) call.write(toResult(answer));
      if (ended && inFlight === 0 && !cancelled) call.end();
    });
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

/** Stores a batch; a request without a caller is answered invalid and changes nothing. */
async function storeBatch(batch: StoreMessageRequest__Output[], deps: MessagingDeps): Promise<SendResult[]> {
  const valid = batch.filter((r) => r.caller && Number.isSafeInteger(r.caller.user_id) && r.caller.user_id > 0);
  const stored = valid.length
    ? await deps.conversations.send(
        valid.map((r) => ({ ref: r.client_ref, sender: r.caller!, message: { contact: r.contact, type: r.type, msg: r.msg, img: r.img } })),
      )
    : [];
  const byRequest = new Map(stored.map((result, i) => [valid[i]!, result]));
  return batch.map((r) => byRequest.get(r) ?? { ref: r.client_ref, outcome: 'invalid', reason: 'caller_required' });
}
