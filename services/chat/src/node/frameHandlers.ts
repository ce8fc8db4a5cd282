import { DomainError, onlineFlags, type Logger, type PromiseClient, type Redis } from '@kindred/kit';
import type { MessagingServiceClient } from '@kindred/kit/generated/kindred/messaging/v1/MessagingService';
import type { StoreMessageResult__Output } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageResult';
import type { ChatConfig } from '../config';
import { parseFrame, type ClientFrame } from '../domain/frames';
import { take } from '../domain/rateLimit';
import { MessageStream, type PendingSend } from '../messageStream';
import type { ChatPages } from '../chatPages';
import type { MemberCard, MemberCards } from '../memberCards';
import { SERVICE_ACCOUNT_ID } from '../serviceAccount';
import type { StaffRead } from '../staffReads';
import type { ChatTelemetry } from '../telemetry/chatTelemetry';
import type { FanOut } from './fanOut';
import { errorFrame, ok, type Members, type SendContext, type Socket, type SocketState } from './members';
import type { SocketOutput } from './socketOutput';

const MESSAGE_HEAD = '{"status":"success","opt":1,"data":';
type SendFrame = Extract<ClientFrame, { opt: 1 }>;
/** A frame's failure; any dependency away is the one "try again" the clients resend on. */
const failureMessage = (err: unknown) =>
  err instanceof DomainError && err.kind !== 'unavailable' ? `error.${err.reason}` : 'error.unavailable';

/**
 * The frames of an authenticated socket (the protocol: docs/architecture.md section 4). A send (opt 1,
 * the hot path) is stored through messaging's StoreMessages stream and only then acknowledged and
 * delivered; contacts, history and chat deletion are plain gRPC calls.
 */
export function createFrameHandlers(options: {
  config: Pick<ChatConfig, 'CHAT_RATE_PER_SEC' | 'CHAT_RATE_BURST' | 'CHAT_STORE_TIMEOUT_MS'>;
  messaging: PromiseClient<MessagingServiceClient> & { raw: MessagingServiceClient };
  commands: Redis;
  members: Members;
  memberCards: MemberCards;
  chatPages: ChatPages;
  memberExists: (id: number) => boolean | Promise<boolean>;
  output: SocketOutput;
  fanOut: FanOut;
  nodeId: string;
  telemetry: ChatTelemetry;
  logger: Logger;
  /** Records a staff member's read through the live inbox (`as=service`) before it is answered. */
  staffRead?: (staffId: number, read: StaffRead) => Promise<void>;
}) {
  const { config, messaging, commands, members, memberCards, chatPages, memberExists, fanOut, nodeId } = options;
  const { telemetry, logger } = options;
  const { send, sendToOthers } = options.output;
  const ratePerSec = config.CHAT_RATE_PER_SEC;
  const rateBurst = config.CHAT_RATE_BURST;
  const stream = new MessageStream<SendContext>(messaging.raw, logger, answerSend, config.CHAT_STORE_TIMEOUT_MS);

  /**
   * A page of the member's chats: opt 0 (the first, with the unread total of every chat) or opt 4 (the
   * one after `before`); `more` and `next` (the cursor to send back in opt 4) when another follows.
   */
  async function contactsFrame(uid: number, before?: { time: number; uid: number }): Promise<string> {
    const list = await chatPages.load(uid, before ? `${before.time}:${before.uid}` : '', () =>
      messaging.ListContacts({ user_id: uid, before_time: before?.time ?? 0, before_uid: before?.uid ?? 0 }),
    );
    const ids = list.contacts.map((c) => Number(c.uid));
    const [profiles, online] = await Promise.all([
      ids.length ? memberCards.get(ids) : Promise.resolve(new Map<number, MemberCard>()),
      onlineFlags(commands, ids).catch(() => ids.map(() => 0)),
    ]);
    const contacts = list.contacts.map((c, i) => {
      const m = profiles.get(Number(c.uid));
      return {
        id: Number(c.uid),
        uid: Number(c.uid),
        username: m?.username ?? '',
        avatar: m?.avatar ?? '',
        vip: m?.vip ?? 0,
        verified: m?.verified ?? 0,
        // A member hiding their status shows offline in everyone's contact list (docs/member-settings.md),
        // as does a partner of a blocked pair (either way) or one whose block could not be checked.
        is_online: m?.hidesOnline || c.presence_hidden ? 0 : (online[i] ?? 0),
        count: c.count,
        content: c.content,
        type: c.type,
        create_time: Number(c.create_time),
        show: 1,
        // Customer service is online while any staff member has the inbox open (docs/staff-api.md).
        ...(Number(c.uid) === SERVICE_ACCOUNT_ID ? { os_online: online[i] === 1 } : {}),
      };
    });
    const last = contacts[contacts.length - 1];
    const next = list.more && last ? { time: Number(list.next_time), uid: last.uid } : null;
    return before
      ? ok(4, { list: contacts, more: list.more, next })
      : ok(0, { list: contacts, total: list.total, more: list.more, next });
  }

  async function historyFrame(uid: number, contact: number, createTime: number, mid: number): Promise<string> {
    const page = await chatPages.load(uid, `h${contact}:${createTime}:${mid}`, () =>
      messaging.ListHistory({ user_id: uid, contact, before_create_time: createTime, before_mid: mid }),
    );
    return ok(3, { contact, list: page.messages, more: page.more });
  }

  function handleSend(ws: Socket, state: SocketState, frame: SendFrame): void | Promise<void> {
    const exists = memberExists(frame.contact);
    if (exists === true) return storeSend(ws, state, frame);
    const notFound = () => (
      telemetry.refused('user_not_found'),
      send(ws, errorFrame(1, 'error.user_not_found', frame.ref))
    );
    if (exists === false) return notFound();
    return exists.then((yes) => (yes ? storeSend(ws, state, frame) : notFound()));
  }

  function storeSend(ws: Socket, state: SocketState, frame: SendFrame): void {
    const member = state.member;
    if (!member) return;
    const mark = telemetry.startSend(state.uid, frame.contact);
    stream.store(
      member,
      {
        contact: frame.contact,
        type: frame.type,
        msg: frame.msg,
        img: frame.img,
        traceparent: mark.spans?.traceparent,
        message_ref: frame.ref ?? '',
        staff_id: state.staffId,
        confirm: frame.confirm,
      },
      { ws, state, contact: frame.contact, ref: frame.ref, mark },
    );
  }

  /** Messaging decided a send: acknowledge (only now that it is stored), deliver, or refuse. */
  function answerSend(pending: PendingSend<SendContext>, result: StoreMessageResult__Output): void {
    const { ws, state, contact, ref, mark } = pending.context;
    const head = telemetry.answered(mark, result.outcome);
    switch (result.outcome) {
      case 'stored': {
        const json = result.message_json;
        const delivery = MESSAGE_HEAD + json + '}';
        send(
          ws,
          ref === undefined ? delivery : MESSAGE_HEAD + json.slice(0, -1) + ',"ref":' + JSON.stringify(ref) + '}}',
        );
        if (result.repeated) return; // a resend: delivered (or in history) since the first send
        chatPages.forget([state.uid, contact]);
        // The sending socket may have closed meanwhile: its member's other sockets still get the message.
        const member = state.member ?? members.get(state.uid);
        if (member) sendToOthers(member, ws, delivery);
        fanOut.deliver(contact, state.uid, member?.subscribedHere === true, head + delivery);
        return;
      }
      case 'not_allowed':
      case 'upgrade':
        // opt 7: the tier may not; opt 8: an upgrade (or payment) would allow it.
        return send(
          ws,
          JSON.stringify({
            status: 'success',
            opt: result.outcome === 'upgrade' ? 8 : 7,
            msg: `error.${result.reason}`,
            data: { contact, reason: result.reason, ref },
          }),
        );
      case 'blocked':
        // Not an upgrade prompt (opt 7/8 would offer one): a plain refusal of this frame.
        return send(ws, errorFrame(1, 'error.blocked', ref));
      case 'refused':
        // Among them `wording_check`: "Are you sure?"; the same frame with `confirm: 1` sends it anyway.
        return send(ws, errorFrame(1, `error.${result.reason}`, ref));
      case 'invalid':
        return send(ws, errorFrame(1, `error.${result.reason}`, ref));
      case 'failed':
        // A check that could not be made (user or social away) is "try again": the outbox resends.
        return send(
          ws,
          errorFrame(1, result.reason === 'unavailable' ? 'error.unavailable' : 'error.store_failed', ref),
        );
      default:
        return send(ws, errorFrame(1, 'error.store_failed', ref));
    }
  }

  /** A read of members' messages by staff through the live inbox: audited first (staffReads.ts). */
  const audited = async (state: SocketState, contact?: number) => {
    if (!state.staffId || !options.staffRead) return;
    await options.staffRead(
      state.staffId,
      contact === undefined
        ? { action: 'cs.chats_viewed', targetType: 'inbox', targetId: SERVICE_ACCOUNT_ID }
        : { action: 'cs.chat_viewed', targetType: 'member', targetId: contact },
    );
  };

  async function dispatch(ws: Socket, state: SocketState, frame: ClientFrame) {
    const uid = state.uid;
    switch (frame.opt) {
      case 100:
        if (frame.uid !== uid) return send(ws, errorFrame(100, 'error.uid_mismatch'));
        await state.member!.subscribed.catch(() => undefined);
        await audited(state);
        return send(ws, await contactsFrame(uid));
      case 0:
        await audited(state, frame.contact);
        await messaging.MarkChatRead({ user_id: uid, contact: frame.contact });
        chatPages.forget([uid]);
        return send(ws, await historyFrame(uid, frame.contact, 0, 0));
      case 1:
        return handleSend(ws, state, frame);
      case 3:
        await audited(state, frame.contact);
        return send(ws, await historyFrame(uid, frame.contact, frame.createTime, frame.mid));
      case 4:
        await audited(state);
        return send(ws, await contactsFrame(uid, { time: frame.time, uid: frame.uid }));
      case 5: {
        await messaging.DeleteChat({ user_id: uid, contact: frame.contact });
        chatPages.forget([uid]);
        const removed = ok(6, { contact: frame.contact });
        send(ws, removed);
        if (state.member) sendToOthers(state.member, ws, removed);
        fanOut.publish(uid, nodeId, removed);
        return;
      }
    }
  }

  function onFrame(ws: Socket, state: SocketState, text: string): void {
    if (!take(state, Date.now(), ratePerSec, rateBurst)) {
      telemetry.frameIn('rate_limited');
      return send(ws, errorFrame(null, 'error.rate_limited'));
    }
    const parsed = parseFrame(text);
    telemetry.frameIn(parsed.ok ? parsed.frame.opt : 'malformed');
    if (!parsed.ok) return send(ws, errorFrame(parsed.opt, parsed.msg));
    const frame = parsed.frame;
    // Sends (the hot path) are answered through the store stream; the rest may wait on gRPC calls.
    const work =
      frame.opt === 1 ? handleSend(ws, state, frame) : telemetry.frame(frame.opt, () => dispatch(ws, state, frame));
    if (work) {
      work.catch((err: unknown) => {
        if (!(err instanceof DomainError)) logger.warn({ err: (err as Error).message, opt: frame.opt }, 'frame failed');
        send(ws, errorFrame(frame.opt, failureMessage(err), frame.opt === 1 ? frame.ref : undefined));
      });
    }
  }

  return { onFrame, close: () => stream.close() };
}
