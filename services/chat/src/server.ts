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
  type Logger,
} from '@kindred/kit';
import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import type { ProtoGrpcType as MessagingProto } from '@kindred/kit/generated/messaging';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import type { ChatMessage__Output } from '@kindred/kit/generated/kindred/messaging/v1/ChatMessage';
import type { ChatConfig } from './config';
import { parseFrame, type ClientFrame } from './domain/frames';
import { take, type Bucket } from './domain/rateLimit';
import { MessageStream } from './messageStream';

export interface ChatNodeOverrides {
  logger?: Logger;
  /** Listening port; tests pass 0 for a free one. */
  port?: number;
}

/** The members connected to this node: their latest caller record and open sockets. */
interface Member {
  caller: Caller;
  sockets: Set<Socket>;
  /** Resolves once this node receives the member's channel. */
  subscribed: Promise<unknown>;
}

interface SocketState {
  id: number;
  uid: number;
  /** Set when the upgrade was refused: the socket is closed with this code as soon as it opens. */
  refuse?: number;
  /** The authenticated caller, from the upgrade until `open` hands it to the member record. */
  caller?: Caller;
  member?: Member;
  bucket: Bucket;
  open: boolean;
}

type Socket = uWS.WebSocket<SocketState>;

const CHANNEL = 'chat:u:';
const utf8 = new TextDecoder();
const ok = (opt: number, data: unknown) => JSON.stringify({ status: 'success', opt, data });
const errorFrame = (opt: number | null, msg: string) => JSON.stringify({ status: 'error', opt, msg });

/**
 * A uWebSockets.js chat node at /socket (ARCHITECTURE section 4): authenticates once per socket,
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
  const user = createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, config.USER_ADDR, clientOptions);
  const messaging = createClient(
    loadContract<MessagingProto>('messaging').kindred.messaging.v1.MessagingService,
    config.MESSAGING_ADDR,
    clientOptions,
  );
  const stream = new MessageStream(messaging.raw, logger);
  const members = new Map<number, Member>();
  let socketSeq = 0;

  // Whether a contact is a member: asked once per id and node, then remembered.
  const known = new Map<number, Promise<boolean>>();
  const memberExists = (id: number): Promise<boolean> => {
    let answer = known.get(id);
    if (!answer) {
      if (known.size > 100_000) known.clear();
      answer = user.GetMembers({ ids: [id] }).then((list) => list.members.some((m) => Number(m.id) === id));
      answer.catch(() => known.delete(id));
      known.set(id, answer);
    }
    return answer;
  };

  const send = (ws: Socket, frame: string) => {
    if (ws.getUserData().open) ws.send(frame, false, false);
  };

  const publish = (uid: number, skip: string, frame: string) => {
    commands.publish(`${channelPrefix}${uid}`, `${skip}|${frame}`).catch((err: Error) => {
      // The message is stored: the member gets it from history and unread counts.
      logger.debug({ err: err.message, uid }, 'publish failed');
    });
  };

  subscriber.on('message', (channel: string, payload: string) => {
    const member = members.get(Number(channel.slice(channelPrefix.length)));
    if (!member) return;
    const bar = payload.indexOf('|');
    const skip = payload.slice(0, bar);
    const frame = payload.slice(bar + 1);
    for (const ws of member.sockets) if (`${nodeId}:${ws.getUserData().id}` !== skip) send(ws, frame);
  });

  const failureMessage = (err: unknown) => (err instanceof DomainError ? `error.${err.reason}` : 'error.unavailable');

  async function contactsFrame(uid: number): Promise<string> {
    const list = await messaging.ListContacts({ user_id: uid });
    const ids = list.contacts.map((c) => Number(c.uid));
    const [profiles, online] = await Promise.all([
      ids.length ? user.GetMembers({ ids }) : Promise.resolve({ members: [] }),
      onlineFlags(commands, ids).catch(() => ids.map(() => 0)),
    ]);
    const byId = new Map(profiles.members.map((m) => [Number(m.id), m]));
    const contacts = list.contacts.map((c, i) => {
      const m = byId.get(Number(c.uid));
      return {
        id: Number(c.uid),
        uid: Number(c.uid),
        username: m?.username ?? '',
        avatar: m?.avatar ?? '',
        vip: m?.vip ?? 0,
        is_online: online[i] ?? 0,
        count: c.count,
        content: c.content,
        type: c.type,
        create_time: Number(c.create_time),
        show: 1,
      };
    });
    return ok(0, { list: contacts, total: list.total });
  }

  async function historyFrame(uid: number, contact: number, createTime: number, mid: number): Promise<string> {
    const page = await messaging.ListHistory({ user_id: uid, contact, before_create_time: createTime, before_mid: mid });
    return ok(3, { contact, list: page.messages, more: page.more });
  }

  async function handleSend(ws: Socket, state: SocketState, frame: Extract<ClientFrame, { opt: 1 }>) {
    const member = state.member!;
    if (!(await memberExists(frame.contact))) return send(ws, errorFrame(1, 'error.user_not_found'));
    const result = await stream.store({ caller: member.caller, contact: frame.contact, type: frame.type, msg: frame.msg, img: frame.img });
    switch (result.outcome) {
      case 'stored': {
        const message = result.message as ChatMessage__Output;
        const delivery = ok(1, message);
        send(ws, frame.ref ? ok(1, { ...message, ref: frame.ref }) : delivery);
        publish(frame.contact, '', delivery);
        publish(state.uid, `${nodeId}:${state.id}`, delivery);
        return;
      }
      case 'not_allowed':
        return send(ws, JSON.stringify({ status: 'success', opt: 7, msg: `error.${result.reason}`, data: { contact: frame.contact, reason: result.reason } }));
      case 'upgrade':
        return send(ws, JSON.stringify({ status: 'success', opt: 8, msg: `error.${result.reason}`, data: { contact: frame.contact, reason: result.reason } }));
      case 'invalid':
        return send(ws, errorFrame(1, `error.${result.reason}`));
      default:
        return send(ws, errorFrame(1, 'error.store_failed'));
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
        publish(uid, `${nodeId}:${state.id}`, removed);
        return;
      }
    }
  }

  function join(state: SocketState, ws: Socket, caller: Caller): void {
    let member = members.get(state.uid);
    if (!member) {
      member = {
        caller,
        sockets: new Set(),
        subscribed: subscriber.subscribe(`${channelPrefix}${state.uid}`).catch((err: Error) => {
          logger.warn({ err: err.message }, 'subscribe failed');
        }),
      };
      members.set(state.uid, member);
      markOnline(commands, [state.uid]).catch(() => undefined);
    }
    member.caller = caller;
    member.sockets.add(ws);
    state.member = member;
  }

  function leave(state: SocketState, ws: Socket): void {
    const member = state.member;
    if (!member) return;
    member.sockets.delete(ws);
    if (member.sockets.size > 0 || members.get(state.uid) !== member) return;
    members.delete(state.uid);
    subscriber.unsubscribe(`${channelPrefix}${state.uid}`).catch(() => undefined);
    markOffline(commands, state.uid).catch(() => undefined);
  }

  const app = uWS.App();
  app.get('/healthz', (res) => {
    res.writeHeader('content-type', 'application/json').end('{"status":"ok"}');
  });
  app.get('/readyz', (res) => {
    const ready = commands.status === 'ready' && subscriber.status === 'ready';
    res.writeStatus(ready ? '200 OK' : '503 Service Unavailable').writeHeader('content-type', 'application/json');
    res.end(JSON.stringify({ status: ready ? 'ok' : 'redis_unavailable' }));
  });
  app.ws<SocketState>('/socket', {
    maxPayloadLength: Math.max(2 * 1024 * 1024, config.CHAT_FRAME_MAX_BYTES * 2),
    maxBackpressure: config.CHAT_MAX_BUFFERED_BYTES,
    closeOnBackpressureLimit: 1,
    idleTimeout: 120,
    sendPingsAutomatically: true,
    compression: uWS.DISABLED,
    upgrade: (res, req, context) => {
      const token = req.getQuery('token') ?? '';
      const key = req.getHeader('sec-websocket-key');
      const protocol = req.getHeader('sec-websocket-protocol');
      const extensions = req.getHeader('sec-websocket-extensions');
      let aborted = false;
      res.onAborted(() => {
        aborted = true;
      });
      const upgrade = (uid: number, refuse?: number) => {
        if (aborted) return;
        const state: SocketState = { id: ++socketSeq, uid, refuse, bucket: { tokens: config.CHAT_RATE_BURST, at: Date.now() }, open: false };
        res.cork(() => res.upgrade(state, key, protocol, extensions, context));
      };
      const authenticate = token ? user.Authenticate({ token }) : Promise.reject(new AuthenticationError('token_missing'));
      authenticate.then(
        (caller) => {
          if (caller.status !== 1) return upgrade(0, 4403);
          upgradeWithCaller(caller);
        },
        (err: unknown) => upgrade(0, err instanceof AuthenticationError || err instanceof DomainError ? 4401 : 1011),
      );
      function upgradeWithCaller(caller: Caller) {
        if (aborted) return;
        const state: SocketState = {
          id: ++socketSeq,
          uid: Number(caller.user_id),
          caller,
          bucket: { tokens: config.CHAT_RATE_BURST, at: Date.now() },
          open: false,
        };
        res.cork(() => res.upgrade(state, key, protocol, extensions, context));
      }
    },
    open: (ws) => {
      const state = ws.getUserData();
      if (state.refuse) {
        ws.end(state.refuse, state.refuse === 4403 ? 'not_allowed' : state.refuse === 4401 ? 'unauthenticated' : 'unavailable');
        return;
      }
      state.open = true;
      const caller = state.caller!;
      state.caller = undefined;
      join(state, ws, caller);
    },
    message: (ws, data) => {
      const state = ws.getUserData();
      if (!state.open) return;
      if (!take(state.bucket, Date.now(), config.CHAT_RATE_PER_SEC, config.CHAT_RATE_BURST)) {
        return send(ws, errorFrame(null, 'error.rate_limited'));
      }
      if (data.byteLength > config.CHAT_FRAME_MAX_BYTES) return send(ws, errorFrame(null, 'error.frame_too_large'));
      const parsed = parseFrame(utf8.decode(data));
      if (!parsed.ok) return send(ws, errorFrame(parsed.opt, parsed.msg));
      const frame = parsed.frame;
      dispatch(ws, state, frame).catch((err: unknown) => {
        if (!(err instanceof DomainError)) logger.warn({ err: (err as Error).message, opt: frame.opt }, 'frame failed');
        send(ws, errorFrame(frame.opt, failureMessage(err)));
      });
    },
    close: (ws) => {
      const state = ws.getUserData();
      if (!state.open) return;
      state.open = false;
      leave(state, ws);
    },
  });

  const listenSocket = await new Promise<uWS.us_listen_socket>((resolve, reject) =>
    app.listen(config.CHAT_HOST, overrides.port ?? config.CHAT_PORT, (socket) =>
      socket ? resolve(socket) : reject(new Error(`chat node cannot listen on ${config.CHAT_HOST}:${overrides.port ?? config.CHAT_PORT}`)),
    ),
  );
  const port = uWS.us_socket_local_port(listenSocket as unknown as uWS.us_socket);
  logger.info({ port, nodeId }, 'chat node listening');

  const heartbeat = setInterval(() => {
    if (members.size) markOnline(commands, [...members.keys()]).catch(() => undefined);
  }, config.CHAT_PRESENCE_HEARTBEAT_SECONDS * 1000);
  heartbeat.unref();

  return {
    port,
    nodeId,
    /** Members and sockets connected here (for metrics and tests). */
    stats: () => ({ members: members.size, sockets: [...members.values()].reduce((n, m) => n + m.sockets.size, 0) }),
    async stop() {
      clearInterval(heartbeat);
      uWS.us_listen_socket_close(listenSocket);
      for (const member of members.values()) for (const ws of [...member.sockets]) ws.end(1001, 'going away');
      const uids = [...members.keys()];
      members.clear();
      await Promise.all(uids.map((uid) => markOffline(commands, uid).catch(() => undefined)));
      stream.close();
      user.close();
      messaging.close();
      subscriber.disconnect();
      commands.disconnect();
    },
  };
}
