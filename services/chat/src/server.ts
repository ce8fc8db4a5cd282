import { randomBytes } from 'node:crypto';
import uWS from 'uWebSockets.js';
import {
  AuthenticationError,
  createClient,
  createLogger,
  DomainError,
  loadContract,
  markOffline,
  markOnline,
  onlineFlags,
  Redis,
  watchRedis,
  type Logger,
} from '@kindred/kit';
import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import type { ProtoGrpcType as MessagingProto } from '@kindred/kit/generated/messaging';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import { listenForAccountClosures } from './accountClosures';
import { asServiceAccount, SERVICE_ACCOUNT_ID } from './serviceAccount';
import { listenForRightsChanges } from './rightsChanges';
import type { ChatConfig } from './config';
import { drainSockets } from './drain';
import { parseFrame, type ClientFrame } from './domain/frames';
import { take } from './domain/rateLimit';
import { MessageStream, type PendingSend, type RightsHolder } from './messageStream';
import { occupancy } from './telemetry/chatMetrics';
import { createChatTelemetry, type SendMark } from './telemetry/chatTelemetry';
import { SocketsBySession, watchRevokedSessions } from './revocations';
import { watchChatDependencies } from './readiness';
import { MemberCards, type MemberCard } from './memberCards';
import type { StoreMessageResult__Output } from '@kindred/kit/generated/kindred/messaging/v1/StoreMessageResult';

export interface ChatNodeOverrides {
  logger?: Logger;
  /** Listening port; tests pass 0 for a free one. */
  port?: number;
}

/** The members connected to this node: their latest caller record and open sockets. */
interface Member extends RightsHolder {
  uid: number;
  sockets: Set<Socket>;
  /** Resolves once this node receives the member's channel. */
  subscribed: Promise<unknown>;
  /** Set once `subscribed` resolved: Redis counts this node among the channel's subscribers. */
  subscribedHere: boolean;
  /** When the rights were last confirmed (ms); they are re-read from the user service periodically. */
  authAt: number;
}

/**
 * What a socket keeps (uWS userData): small on purpose — one object, no closures, no timers; the
 * rate-limit bucket is two numbers; rights live once per member.
 */
interface SocketState {
  id: number;
  uid: number;
  /** Frames received while the socket's token is being checked (answered in order once it is). */
  early: string[] | null;
  /** The session token the socket authenticated with (the same string the member's refresh uses). */
  token: string;
  /** Its sha256, as revocations name it; empty until the token is accepted. */
  tokenHash: string;
  member: Member | null;
  /** Rate-limit token bucket: tokens left at time `at` (ms). */
  tokens: number;
  at: number;
  open: boolean;
  /** Set on a staff socket that acts as the customer-service account: the staff member's id. */
  staffId: number;
  /** The socket asked to act as the customer-service account (`as=service`). */
  asService: boolean;
}

/** The Lua command defined on the commands connection (see `deliver`). */
interface ChatDeliver {
  chatDeliver(args: string[], done: (err?: Error | null) => void): void;
}

/** What a send in flight needs for its answer. */
interface SendContext {
  ws: Socket;
  state: SocketState;
  contact: number;
  ref: string | undefined;
  mark: SendMark;
}

type Socket = uWS.WebSocket<SocketState>;

const CHANNEL = 'chat:u:';
const utf8 = new TextDecoder();
const ok = (opt: number, data: unknown) => JSON.stringify({ status: 'success', opt, data });
const MESSAGE_HEAD = '{"status":"success","opt":1,"data":';

/** Callers' authority lists are shared between members of the same tier (one array per distinct list). */
const authorityLists = new Map<string, string[]>();
function compactCaller(caller: Caller): Caller {
  const key = caller.authorities.join(',');
  let authorities = authorityLists.get(key);
  if (!authorities) {
    if (authorityLists.size > 1000) authorityLists.clear();
    authorities = Object.freeze([...caller.authorities]) as string[];
    authorityLists.set(key, authorities);
  }
  return {
    user_id: Number(caller.user_id),
    vip: caller.vip,
    sex: caller.sex,
    status: caller.status,
    role: caller.role,
    username: caller.username,
    authorities,
    totp_pending: caller.totp_pending,
  };
}
const sameRights = (a: Caller, b: Caller) =>
  a.vip === b.vip && a.sex === b.sex && a.status === b.status && a.role === b.role && a.authorities === b.authorities;
/** A refused or failed send names its `ref`: the client knows which message to mark failed or resend. */
const errorFrame = (opt: number | null, msg: string, ref?: string) =>
  JSON.stringify(ref === undefined ? { status: 'error', opt, msg } : { status: 'error', opt, msg, ref });

/**
 * A uWebSockets.js chat node at /socket (docs/architecture.md section 4): authenticates once per socket,
 * stores every send through messaging's StoreMessages stream before anything is delivered, fans out
 * through Redis channels chat:u:<uid> so that any number of nodes can serve, keeps presence.
 */
export async function startChatNode(config: ChatConfig, overrides: ChatNodeOverrides = {}) {
  const logger = overrides.logger ?? createLogger('chat', config.LOG_LEVEL);
  const nodeId = randomBytes(4).toString('hex');
  const channelPrefix = `${config.REDIS_KEY_PREFIX}${CHANNEL}`;
  const redisOptions = {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  };
  // Presence keys carry the deployment's key prefix; channels get it by hand (prefixes apply to keys only).
  const commands = new Redis(config.REDIS_URL, {
    ...redisOptions,
    keyPrefix: config.REDIS_KEY_PREFIX,
    enableAutoPipelining: true,
    connectionName: 'chat-commands',
  });
  const subscriber = new Redis(config.REDIS_URL, { ...redisOptions, connectionName: 'chat-subscriber' });
  let redisDown = false;
  for (const connection of [commands, subscriber]) {
    connection.on('error', (err: Error) => {
      if (!redisDown) logger.warn({ err: err.message }, 'redis unavailable');
      redisDown = true;
    });
    connection.on('ready', () => {
      if (redisDown) logger.info('redis back');
      redisDown = false;
    });
  }

  const clientOptions = { deadlineMs: config.GRPC_DEADLINE_MS };
  const user = createClient(
    loadContract<UserProto>('user').kindred.user.v1.UserService,
    config.USER_ADDR,
    clientOptions,
  );
  const messaging = createClient(
    loadContract<MessagingProto>('messaging').kindred.messaging.v1.MessagingService,
    config.MESSAGING_ADDR,
    clientOptions,
  );
  const stream = new MessageStream<SendContext>(messaging.raw, logger, answerSend, config.CHAT_STORE_TIMEOUT_MS);
  // A revoked session's sockets close at once on every node; a frame after that is refused.
  const bySession = new SocketsBySession<Socket>();
  await watchRevokedSessions(subscriber, config.REDIS_KEY_PREFIX, (tokenHashes) => {
    for (const ws of bySession.revoke(tokenHashes)) {
      const state = ws.getUserData();
      if (!state.open) continue;
      leave(state, ws);
      refuse(ws, state, 4401);
    }
  }).catch((err: Error) => logger.warn({ err: err.message }, 'revocation channel unavailable'));
  const memberCards = new MemberCards(async (ids) => {
    const [{ members }, privacy] = await Promise.all([user.GetMembers({ ids }), user.GetPrivacy({ ids })]);
    const hidden = new Set(privacy.members.filter((p) => p.hide_online).map((p) => Number(p.id)));
    return members.map((m) => ({
      id: Number(m.id),
      username: m.username,
      avatar: m.avatar,
      vip: m.vip,
      hidesOnline: hidden.has(Number(m.id)),
    }));
  }, config.MEMBER_CARD_TTL_MS);
  const members = new Map<number, Member>();
  const telemetry = createChatTelemetry(() => occupancy(members));
  watchRedis(commands, 'chat-commands');
  watchRedis(subscriber, 'chat-subscriber');
  let socketSeq = 0;

  // Whether a contact is a member: asked once per id and node, then remembered (the answer itself
  // once known, so that the hot path does not wait on a settled promise). The ids first seen in one
  // tick are asked in one GetMembers call.
  const known = new Map<number, boolean | Promise<boolean>>();
  let lookup: { ids: number[]; found: Promise<Set<number>> } | null = null;
  const lookupSoon = () => {
    const ids: number[] = [];
    const found = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      lookup = null;
      const list = await user.GetMembers({ ids });
      return new Set(list.members.map((m) => Number(m.id)));
    });
    return { ids, found };
  };
  const memberExists = (id: number): boolean | Promise<boolean> => {
    const answer = known.get(id);
    if (answer !== undefined) return answer;
    if (known.size > 100_000) known.clear();
    if (!lookup || lookup.ids.length >= 500) lookup = lookupSoon();
    lookup.ids.push(id);
    const asked = lookup.found.then((found) => found.has(id));
    asked.then(
      (yes) => known.set(id, yes),
      () => known.delete(id),
    );
    known.set(id, asked);
    return asked;
  };

  // Frames for a socket wait for the end of the tick and go out corked: one write (one syscall) for
  // all of a socket's frames of the tick (acknowledgements, deliveries), each still its own frame.
  // A socket's queue is its one frame, or an array once a second one arrives.
  let outgoing = new Map<Socket, string | string[]>();
  let flushingOut = false;
  let corked: string[] = [];
  let corkedWs: Socket | null = null;
  const sendCorked = () => {
    for (const frame of corked) corkedWs!.send(frame, false, false);
  };
  const flushOut = () => {
    flushingOut = false;
    const queues = outgoing;
    outgoing = new Map();
    for (const [ws, queue] of queues) {
      if (!ws.getUserData().open) continue;
      if (typeof queue === 'string') ws.send(queue, false, false);
      else {
        corked = queue;
        corkedWs = ws;
        ws.cork(sendCorked);
      }
    }
    corked = [];
    corkedWs = null;
  };
  const send = (ws: Socket, frame: string) => {
    if (!ws.getUserData().open) return;
    telemetry.frameOut(frame);
    const queue = outgoing.get(ws);
    if (queue === undefined) {
      outgoing.set(ws, frame);
      if (!flushingOut) {
        flushingOut = true;
        setImmediate(flushOut);
      }
    } else if (typeof queue === 'string') outgoing.set(ws, [queue, frame]);
    else queue.push(frame);
  };

  // The message is stored: if a publish fails, the member gets it from history and unread counts.
  const published = (err?: Error | null) => {
    if (err) logger.debug({ err: err.message }, 'publish failed');
  };
  // Auto-pipelining sends the publishes of one tick in one write. A payload is `<skip>|<frame>`:
  // the node whose id is `skip` has already given the frame to its own sockets.
  const publish = (uid: number, skip: string, frame: string) => {
    commands.publish(channelPrefix + uid, skip + '|' + frame, published);
  };
  /** A member's other sockets on this node get the frame directly (not through Redis). */
  const sendToOthers = (member: Member, ws: Socket, frame: string) => {
    if (member.sockets.size > 1) for (const other of member.sockets) if (other !== ws) send(other, frame);
  };
  // A stored message goes to the recipient's channel, and to the sender's channel only when another
  // node subscribes to it (the sender has sockets there); the sender's other sockets on this node got
  // it directly. The messages stored in one tick go to Redis as one command (at most
  // DELIVER_BATCH_MAX): ARGV[1] is this node's id, then per message the recipient channel, the sender
  // channel, 1 when Redis already counts this node among the sender channel's subscribers (else 0),
  // and the frame once.
  commands.defineCommand('chatDeliver', {
    numberOfKeys: 0,
    lua:
      'local i = 2 ' +
      'while i <= #ARGV do ' +
      "redis.call('PUBLISH', ARGV[i], '|' .. ARGV[i + 3]) " +
      "if redis.call('PUBSUB', 'NUMSUB', ARGV[i + 1])[2] > tonumber(ARGV[i + 2]) then redis.call('PUBLISH', ARGV[i + 1], ARGV[1] .. '|' .. ARGV[i + 3]) end " +
      'i = i + 4 ' +
      'end ' +
      'return 0',
  });
  const DELIVER_BATCH_MAX = 256;
  let deliveries: string[] = [nodeId];
  let delivering = false;
  const flushDeliveries = () => {
    delivering = false;
    const args = deliveries;
    deliveries = [nodeId];
    if (args.length > 1) (commands as unknown as ChatDeliver).chatDeliver(args, telemetry.published(published));
  };
  const deliver = (recipient: number, sender: number, subscribedHere: boolean, frame: string) => {
    deliveries.push(channelPrefix + recipient, channelPrefix + sender, subscribedHere ? '1' : '0', frame);
    if (deliveries.length >= 1 + 4 * DELIVER_BATCH_MAX) flushDeliveries();
    else if (!delivering) {
      delivering = true;
      setImmediate(flushDeliveries);
    }
  };

  subscriber.on('message', (channel: string, payload: string) => {
    const member = members.get(Number(channel.slice(channelPrefix.length)));
    if (!member) return;
    const bar = payload.indexOf('|');
    if (bar === nodeId.length && payload.startsWith(nodeId)) return; // this node delivered it already
    const frame = telemetry.received(payload, bar + 1, member.sockets.size);
    for (const ws of member.sockets) send(ws, frame);
  });

  const failureMessage = (err: unknown) => (err instanceof DomainError ? `error.${err.reason}` : 'error.unavailable');

  async function contactsFrame(uid: number): Promise<string> {
    const list = await messaging.ListContacts({ user_id: uid });
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
        // A member hiding their status shows offline in everyone's contact list (docs/member-settings.md).
        is_online: m?.hidesOnline ? 0 : (online[i] ?? 0),
        count: c.count,
        content: c.content,
        type: c.type,
        create_time: Number(c.create_time),
        show: 1,
        // Customer service is online while any staff member has the inbox open (docs/staff-api.md).
        ...(Number(c.uid) === SERVICE_ACCOUNT_ID ? { os_online: online[i] === 1 } : {}),
      };
    });
    return ok(0, { list: contacts, total: list.total });
  }

  async function historyFrame(uid: number, contact: number, createTime: number, mid: number): Promise<string> {
    const page = await messaging.ListHistory({
      user_id: uid,
      contact,
      before_create_time: createTime,
      before_mid: mid,
    });
    return ok(3, { contact, list: page.messages, more: page.more });
  }

  function handleSend(ws: Socket, state: SocketState, frame: Extract<ClientFrame, { opt: 1 }>): void | Promise<void> {
    const exists = memberExists(frame.contact);
    if (exists === true) return storeSend(ws, state, frame);
    const notFound = () => (
      telemetry.refused('user_not_found'),
      send(ws, errorFrame(1, 'error.user_not_found', frame.ref))
    );
    if (exists === false) return notFound();
    return exists.then((yes) => (yes ? storeSend(ws, state, frame) : notFound()));
  }

  function storeSend(ws: Socket, state: SocketState, frame: Extract<ClientFrame, { opt: 1 }>): void {
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
        // The sending socket may have closed meanwhile: its member's other sockets still get the message.
        const member = state.member ?? members.get(state.uid);
        if (member) sendToOthers(member, ws, delivery);
        deliver(contact, state.uid, member?.subscribedHere === true, head + delivery);
        return;
      }
      case 'not_allowed':
        return send(
          ws,
          JSON.stringify({
            status: 'success',
            opt: 7,
            msg: `error.${result.reason}`,
            data: { contact, reason: result.reason, ref },
          }),
        );
      case 'upgrade':
        return send(
          ws,
          JSON.stringify({
            status: 'success',
            opt: 8,
            msg: `error.${result.reason}`,
            data: { contact, reason: result.reason, ref },
          }),
        );
      case 'blocked':
        // Not an upgrade prompt (opt 7/8 would offer one): a plain refusal of this frame.
        return send(ws, errorFrame(1, 'error.blocked', ref));
      case 'refused':
        return send(ws, errorFrame(1, `error.${result.reason}`, ref));
      case 'invalid':
        return send(ws, errorFrame(1, `error.${result.reason}`, ref));
      default:
        return send(ws, errorFrame(1, 'error.store_failed', ref));
    }
  }

  async function dispatch(ws: Socket, state: SocketState, frame: ClientFrame) {
    const uid = state.uid;
    switch (frame.opt) {
      case 100:
        if (frame.uid !== uid) return send(ws, errorFrame(100, 'error.uid_mismatch'));
        await state.member!.subscribed.catch(() => undefined);
        return send(ws, await contactsFrame(uid));
      case 0:
        await messaging.MarkChatRead({ user_id: uid, contact: frame.contact });
        return send(ws, await historyFrame(uid, frame.contact, 0, 0));
      case 1:
        return handleSend(ws, state, frame);
      case 3:
        return send(ws, await historyFrame(uid, frame.contact, frame.createTime, frame.mid));
      case 5: {
        await messaging.DeleteChat({ user_id: uid, contact: frame.contact });
        const removed = ok(6, { contact: frame.contact });
        send(ws, removed);
        if (state.member) sendToOthers(state.member, ws, removed);
        publish(uid, nodeId, removed);
        return;
      }
    }
  }

  // Members who joined or left during one tick: subscribed, unsubscribed and marked in one batch.
  let joining: { channels: string[]; uids: number[]; done: Promise<unknown> } | null = null;
  let leaving: { channels: string[]; uids: number[] } | null = null;
  const flushMembership = () => {
    const j = joining;
    const l = leaving;
    joining = null;
    leaving = null;
    if (l && l.uids.length) {
      subscriber.unsubscribe(...l.channels).catch(() => undefined);
      for (const uid of l.uids) markOffline(commands, uid).catch(() => undefined);
    }
    if (j) markOnline(commands, j.uids).catch(() => undefined);
  };
  const subscribeSoon = (uid: number): Promise<unknown> => {
    if (!joining) {
      const channels: string[] = [];
      // Subscribed after this tick's sockets have all joined, in one command.
      const done = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        subscriber.subscribe(...channels).then(
          () => true,
          (err: Error) => {
            logger.warn({ err: err.message }, 'subscribe failed');
            return false;
          },
        ),
      );
      joining = { channels, uids: [], done };
      if (!leaving) setImmediate(flushMembership);
    }
    joining.channels.push(channelPrefix + uid);
    joining.uids.push(uid);
    return joining.done;
  };
  const unsubscribeSoon = (uid: number) => {
    if (!leaving) {
      leaving = { channels: [], uids: [] };
      if (!joining) setImmediate(flushMembership);
    }
    leaving.channels.push(channelPrefix + uid);
    leaving.uids.push(uid);
  };

  function join(state: SocketState, ws: Socket, caller: Caller): void {
    let member = members.get(state.uid);
    if (!member) {
      const joined: Member = {
        uid: state.uid,
        caller,
        callerSentOn: -1,
        sockets: new Set(),
        subscribed: subscribeSoon(state.uid),
        subscribedHere: false,
        authAt: Date.now(),
      };
      joined.subscribed.then((ok) => (joined.subscribedHere = ok === true));
      member = joined;
      members.set(state.uid, member);
    } else if (!sameRights(member.caller, caller)) {
      member.caller = caller;
      member.callerSentOn = -1;
      member.authAt = Date.now();
    }
    member.sockets.add(ws);
    state.member = member;
  }

  function leave(state: SocketState, ws: Socket): void {
    const member = state.member;
    if (!member) return;
    state.member = null;
    member.sockets.delete(ws);
    if (member.sockets.size > 0 || members.get(state.uid) !== member) return;
    members.delete(state.uid);
    unsubscribeSoon(state.uid);
  }

  /**
   * Rights follow the account without a reconnect: every member's caller is re-read from the user
   * service (with one of the member's session tokens) once per CHAT_RIGHTS_REFRESH_SECONDS. A changed
   * level reaches messaging with the member's next send; a revoked session closes its sockets (4401),
   * a suspended account all of them.
   */
  const refreshMs = config.CHAT_RIGHTS_REFRESH_SECONDS * 1000;
  let refreshing = 0;
  async function refreshRights(member: Member): Promise<void> {
    const first = member.sockets.values().next();
    if (first.done) return;
    const token = first.value.getUserData().token;
    let caller: Caller;
    try {
      const authenticated = await user.Authenticate({ token });
      const effective = first.value.getUserData().asService ? asServiceAccount(authenticated) : authenticated;
      caller = compactCaller(effective ?? { ...authenticated, status: 3 });
    } catch (err) {
      if (!(err instanceof AuthenticationError)) return; // the user service is away: keep the rights, retry later
      for (const ws of [...member.sockets]) if (ws.getUserData().token === token) ws.end(4401, 'unauthenticated');
      member.authAt = 0; // another socket's token is tried on the next round
      return;
    }
    member.authAt = Date.now();
    if (caller.status !== 1) {
      for (const ws of [...member.sockets]) ws.end(4403, 'not_allowed');
      return;
    }
    if (!sameRights(member.caller, caller)) {
      member.caller = caller;
      member.callerSentOn = -1;
    }
  }
  const refreshTick = () => {
    const now = Date.now();
    const due: Member[] = [];
    for (const member of members.values()) {
      if (refreshing + due.length >= 256) break;
      if (now - member.authAt >= refreshMs) due.push(member);
    }
    for (const member of due) {
      member.authAt = now; // not picked again while in flight
      refreshing++;
      refreshRights(member)
        .catch((err: Error) => logger.warn({ err: err.message }, 'rights refresh failed'))
        .finally(() => refreshing--);
    }
  };

  const closures = listenForAccountClosures({
    subscriber,
    keyPrefix: config.REDIS_KEY_PREFIX,
    logger,
    onClosed: (uid) => {
      for (const ws of [...(members.get(uid)?.sockets ?? [])]) ws.end(4403, 'not_allowed');
    },
  });
  await closures.ready;

  const app = uWS.App();
  app.get('/metrics', (res) => telemetry.serveMetrics(res));
  app.get('/healthz', (res) => {
    res.writeHeader('content-type', 'application/json').end('{"status":"ok"}');
  });
  const readiness = watchChatDependencies(config, commands, logger);
  app.get('/readyz', (res) => {
    const redisReady = commands.status === 'ready' && subscriber.status === 'ready';
    const down = readiness.watch.down();
    const ready = redisReady && down.length === 0;
    res.writeStatus(ready ? '200 OK' : '503 Service Unavailable').writeHeader('content-type', 'application/json');
    res.end(
      JSON.stringify(ready ? { status: 'ok' } : { status: redisReady ? 'not_ready' : 'redis_unavailable', down }),
    );
  });
  app.ws<SocketState>('/socket', {
    maxPayloadLength: Math.max(2 * 1024 * 1024, config.CHAT_FRAME_MAX_BYTES * 2),
    maxBackpressure: config.CHAT_MAX_BUFFERED_BYTES,
    closeOnBackpressureLimit: 1,
    idleTimeout: 120,
    sendPingsAutomatically: true,
    compression: uWS.DISABLED,
    // The upgrade is answered at once, inside uWS's callback; the token is checked once the socket is
    // open, and frames that arrive meanwhile wait on the socket. (Upgrading later, after an await,
    // needs res.cork around res.upgrade, and uWS's uncork then reads the HTTP response state from
    // memory the socket was just moved out of: whenever those bytes look like "connection: close"
    // it closes the new WebSocket at once, 1006 on both sides right after open. Upgrading without
    // the cork prints a warning per socket.)
    upgrade: (res, req, context) => {
      const state: SocketState = {
        id: ++socketSeq,
        uid: 0,
        early: [],
        token: req.getQuery('token') ?? '',
        tokenHash: '',
        member: null,
        tokens: config.CHAT_RATE_BURST,
        at: Date.now(),
        open: false,
        staffId: 0,
        asService: req.getQuery('as') === 'service',
      };
      res.upgrade(
        state,
        req.getHeader('sec-websocket-key'),
        req.getHeader('sec-websocket-protocol'),
        req.getHeader('sec-websocket-extensions'),
        context,
      );
    },
    open: (ws) => {
      const state = ws.getUserData();
      state.open = true;
      const authenticate = state.token
        ? user.Authenticate({ token: state.token })
        : Promise.reject(new AuthenticationError('token_missing'));
      authenticate.then(
        (authenticated) => {
          if (!state.open) return;
          const caller = state.asService ? asServiceAccount(authenticated) : authenticated;
          if (!caller || caller.status !== 1) return refuse(ws, state, 4403);
          if (state.asService) state.staffId = Number(authenticated.user_id);
          state.uid = Number(caller.user_id);
          state.tokenHash = SocketsBySession.hash(state.token);
          bySession.add(state.tokenHash, ws);
          join(state, ws, compactCaller(caller));
          const early = state.early!;
          state.early = null;
          for (const text of early) onFrame(ws, state, text);
        },
        // Only a refused token is 4401 (the web app then stops reconnecting). A user service that is
        // busy or away (deadline, unavailable) is 1011: the client reconnects and tries again.
        (err: unknown) => {
          if (state.open) refuse(ws, state, err instanceof AuthenticationError ? 4401 : 1011);
        },
      );
    },
    message: (ws, data) => {
      const state = ws.getUserData();
      if (!state.open) return;
      if (data.byteLength > config.CHAT_FRAME_MAX_BYTES) return send(ws, errorFrame(null, 'error.frame_too_large'));
      const text = utf8.decode(data);
      if (state.early) {
        // Not authenticated yet: the first frames wait (a client that floods before its answer is cut).
        if (state.early.length < config.CHAT_RATE_BURST) state.early.push(text);
        return;
      }
      onFrame(ws, state, text);
    },
    close: (ws, code) => {
      const state = ws.getUserData();
      if (code === 1006) logger.debug({ uid: state.uid, open: state.open }, 'socket closed abnormally');
      if (state.tokenHash) bySession.remove(state.tokenHash, ws);
      if (!state.open) return;
      state.open = false;
      leave(state, ws);
    },
  });

  function refuse(ws: Socket, state: SocketState, code: number): void {
    state.open = false;
    state.early = null;
    state.token = '';
    ws.end(code, code === 4403 ? 'not_allowed' : code === 4401 ? 'unauthenticated' : 'unavailable');
  }

  function onFrame(ws: Socket, state: SocketState, text: string): void {
    if (!take(state, Date.now(), config.CHAT_RATE_PER_SEC, config.CHAT_RATE_BURST)) {
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

  const listenSocket = await new Promise<uWS.us_listen_socket>((resolve, reject) =>
    app.listen(config.CHAT_HOST, overrides.port ?? config.CHAT_PORT, (socket) =>
      socket
        ? resolve(socket)
        : reject(new Error(`chat node cannot listen on ${config.CHAT_HOST}:${overrides.port ?? config.CHAT_PORT}`)),
    ),
  );
  const port = uWS.us_socket_local_port(listenSocket as unknown as uWS.us_socket);
  logger.info({ port, nodeId }, 'chat node listening');

  // One presence refresh for all members of the node per heartbeat, not a timer per socket.
  const heartbeat = setInterval(() => {
    if (members.size) markOnline(commands, [...members.keys()]).catch(() => undefined);
  }, config.CHAT_PRESENCE_HEARTBEAT_SECONDS * 1000);
  heartbeat.unref();
  const rightsTimer = setInterval(refreshTick, Math.max(100, Math.min(refreshMs / 6, 10_000)));
  rightsTimer.unref();
  const rightsChanges = listenForRightsChanges({
    redisUrl: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    logger,
    onChanged: () => {
      for (const member of members.values()) member.authAt = 0;
      refreshTick();
    },
  });
  await rightsChanges.ready;

  return {
    port,
    nodeId,
    /** Members and sockets connected here (for metrics and tests). */
    stats: () => occupancy(members),
    async stop() {
      uWS.us_listen_socket_close(listenSocket);
      await drainSockets(() => [...members.values()].flatMap((m) => [...m.sockets]), config.CHAT_DRAIN_MS);
      clearInterval(heartbeat);
      clearInterval(rightsTimer);
      for (const member of members.values()) for (const ws of [...member.sockets]) ws.end(1001, 'going away');
      const uids = [...members.keys()];
      members.clear();
      await Promise.all(uids.map((uid) => markOffline(commands, uid).catch(() => undefined)));
      stream.close();
      readiness.close();
      user.close();
      messaging.close();
      subscriber.disconnect();
      rightsChanges.close();
      commands.disconnect();
    },
  };
}
