import type * as grpc from '@grpc/grpc-js';
import { currentContext, InputError, type AsyncHandlers, type Logger } from '@kindred/kit';
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

    StoreMessages: (call) => storeMessagesStream(call, deps),
  };
}

/**
 * The chat nodes' hot path: requests arriving while a batch is being stored queue up and go into
 * the next transaction together, so one stream carries many sends with few statements; results
 * are written in request order.
 */
function storeMessagesStream(
  call: grpc.ServerDuplexStream<StoreMessageRequest__Output, StoreMessageResult>,
  deps: MessagingDeps,
): void {
  const logger = currentContext()?.logger ?? deps.logger;
  const queue: StoreMessageRequest__Output[] = [];
  let busy = false;
  let ended = false;
  let cancelled = false;

  const drain = async () => {
    if (busy) return;
    busy = true;
    while (queue.length > 0 && !cancelled) {
      const batch = queue.splice(0, deps.batchMax);
      let results: SendResult[];
      try {
        results = await storeBatch(batch, deps);
      } catch (err) {
        logger.error({ err, size: batch.length }, 'chat batch not stored');
        results = batch.map((r) => ({ ref: r.client_ref, outcome: 'failed', reason: 'store_failed' }));
      }
      if (cancelled) break;
      for (const result of results) call.write(toResult(result));
    }
    busy = false;
    if (ended && !cancelled && queue.length === 0) call.end();
  };

  call.on('data', (request: StoreMessageRequest__Output) => {
    queue.push(request);
    void drain();
  });
  call.on('end', () => {
    ended = true;
    void drain();
  });
  call.on('cancelled', () => {
    cancelled = true;
    queue.length = 0;
  });
  call.on('error', () => {
    cancelled = true;
    queue.length = 0;
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
