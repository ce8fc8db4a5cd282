import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { createClient, createLogger, loadContract } from '@kindred/kit';
import { createTestDatabase } from '@kindred/kit/testing';
import type { ProtoGrpcType as UserProto } from '@kindred/kit/generated/user';
import type { ProtoGrpcType as SocialProto } from '@kindred/kit/generated/social';
import { readUserConfig, startUserService } from '@kindred/user';
import { readSocialConfig, startSocialService } from '@kindred/social';
import { readMessagingConfig, startMessagingService } from '@kindred/messaging';
import { readChatConfig, startChatNode } from '@kindred/chat';

const silent = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');

export interface Member {
  id: number;
  token: string;
  username: string;
}

/** The real chat path in-process: Postgres, Redis, user, messaging and two chat nodes. */
export async function startChatStack(options: { redisUrl?: string; env?: Record<string, string> } = {}) {
  const database = await createTestDatabase();
  const redisPrefix = `t${randomBytes(4).toString('hex')}:`;
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    REDIS_URL: options.redisUrl ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: redisPrefix,
    LOG_LEVEL: 'silent',
    REGISTRATION_REVIEW: 'off',
    SERVICE_PASSWORD: 'Service-Passw0rd',
    ADMIN_PASSWORD: 'Admin-Passw0rd',
    ...options.env,
  };
  const stops: Array<() => Promise<void>> = [];
  const user = await startUserService(readUserConfig({ ...env, USER_GRPC_PORT: '0' }), {
    logger: silent,
    metricsPort: null,
  });
  stops.unshift(user.stop);
  const social = await startSocialService(
    readSocialConfig({ ...env, SOCIAL_GRPC_PORT: '0', USER_ADDR: `127.0.0.1:${user.port}` }),
    { logger: silent, metricsPort: null },
  );
  stops.unshift(social.stop);
  const messaging = await startMessagingService(
    readMessagingConfig({
      ...env,
      MESSAGING_HOST: '127.0.0.1',
      SOCIAL_ADDR: `127.0.0.1:${social.port}`,
      USER_ADDR: `127.0.0.1:${user.port}`,
    }),
    { logger: silent, port: 0, metricsPort: null },
  );
  stops.unshift(messaging.stop);
  const chatEnv = {
    ...env,
    CHAT_HOST: '127.0.0.1',
    USER_ADDR: `127.0.0.1:${user.port}`,
    MESSAGING_ADDR: `127.0.0.1:${messaging.port}`,
  };
  const node1 = await startChatNode(readChatConfig(chatEnv), { logger: silent, port: 0 });
  const node2 = await startChatNode(readChatConfig(chatEnv), { logger: silent, port: 0 });
  stops.unshift(node1.stop, node2.stop);
  const users = createClient(loadContract<UserProto>('user').kindred.user.v1.UserService, `127.0.0.1:${user.port}`);
  const socialClient = createClient(
    loadContract<SocialProto>('social').kindred.social.v1.SocialService,
    `127.0.0.1:${social.port}`,
  );

  let n = 0;
  return {
    env,
    /** The environment of the stack's chat nodes, to start another one. */
    chatEnv,
    redisPrefix,
    users,
    social: socialClient,
    nodes: [node1, node2],
    /** Messaging's gRPC address (a test can speak to it as a chat node does). */
    messagingAddr: `127.0.0.1:${messaging.port}`,
    userAddr: `127.0.0.1:${user.port}`,
    /** Suspends an account through the user service's domain (status 3, every session revoked). */
    suspend: (userId: number) => user.suspend!(userId),
    /** A new approved member at vip level `vip`, with a session token. */
    async member(vip: 0 | 1 | 2, sex = 1): Promise<Member> {
      const username = `m${randomBytes(3).toString('hex')}${n++}`;
      const session = await users.Register({
        username,
        email: `${username}@example.com`,
        password: 'Passw0rd!',
        sex,
        birthday: Date.UTC(1990, 0, 1),
        country: 'TW',
      });
      const id = Number(session.user!.id);
      if (vip > 0)
        await users.ExtendMembership({ user_id: id, tier: vip, months: 1, idempotency_key: `t-${username}` });
      return { id, token: session.user!.token, username };
    },
    async service(): Promise<Member> {
      const session = await users.Login({ account: 'service', password: 'Service-Passw0rd' });
      return { id: 2, token: session.user!.token, username: 'service' };
    },
    async stop() {
      users.close();
      socialClient.close();
      for (const stop of stops) await stop();
      await database.drop();
    },
  };
}

export type ChatStack = Awaited<ReturnType<typeof startChatStack>>;

export interface Frame {
  status: 'success' | 'error';
  opt: number | null;
  msg?: string;
  data?: any;
}

/** A test socket: keeps every frame it receives and waits for the ones a test expects. */
export class TestSocket {
  readonly frames: Frame[] = [];
  private waiters: Array<() => void> = [];
  closed: { code: number; reason: string } | null = null;
  /** A client-side error (bad frame from the server, connection reset), kept for the failure message. */
  private error: string | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      this.wake();
    });
    ws.on('error', (err) => {
      this.error = err.message;
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() || this.error || '' };
      this.wake();
    });
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  static connect(port: number, token: string): Promise<TestSocket> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/socket?token=${encodeURIComponent(token)}`, {
      maxPayload: 4 * 1024 * 1024,
    });
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  /** Opens and initialises as the web app does; answers the contacts frame (opt 0). */
  static async join(port: number, member: Member): Promise<TestSocket> {
    const socket = await TestSocket.connect(port, member.token);
    socket.send({ opt: 100, uid: member.id, origin: true });
    await socket.next((f) => f.opt === 0);
    return socket;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first frame not yet taken that matches, waiting up to `ms`. */
  async next(match: (f: Frame) => boolean, ms = 5000): Promise<Frame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = this.frames.findIndex(match);
      if (index >= 0) return this.frames.splice(index, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0 || this.closed) {
        const closed = this.closed ? ` (closed ${this.closed.code} ${this.closed.reason})` : '';
        throw new Error(`no matching frame${closed}; have ${JSON.stringify(this.frames).slice(0, 500)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits until the server closes the socket. */
  async closedWith(ms = 5000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + ms;
    while (!this.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (!this.closed) throw new Error('socket still open');
    return this.closed;
  }

  close(): void {
    this.ws.close();
  }
}

export const isMessage = (content: string) => (f: Frame) =>
  f.opt === 1 && f.status === 'success' && f.data?.content === content;
