import { createECDH, randomBytes } from 'node:crypto';
import https from 'node:https';
import { Client } from 'pg';
import { Client as MinioClient } from 'minio';
import type { MetricValue } from 'prom-client';
import { createLogger } from '@kindred/kit';
import { freePort } from '@kindred/kit/testing';
import { readUserConfig, startUserService } from '@kindred/user';
import { readCommerceConfig, startCommerceService } from '@kindred/commerce';
import { readEdgeConfig, startEdge } from '@kindred/edge';
import { readSocialConfig, startSocialService } from '@kindred/social';
import { readMediaConfig, startMediaService } from '@kindred/media';
import { readMessagingConfig, readNotifierConfig, startMessagingService, startNotifier } from '@kindred/messaging';
import { readChatConfig, startChatNode } from '@kindred/chat';
import { startLocalS3 } from '../../media/test/localS3';
import { startMailCatcher, type CaughtMail } from './mailCatcher';
import { chatProcess, type ChatProcess } from './chatProcess';
import { makeSelfSignedCertificate } from './selfSignedCertificate';
import { stackDatabase } from './stackDatabase';
import { giftPicturesStored } from './stackReady';

export interface Envelope<T = any> {
  status: number;
  msg: string;
  data: T;
}

export interface Stack {
  /** `http://127.0.0.1:<port>`, or `https://...` when started with `tls`. */
  url: string;
  /** The edge's self-signed certificate (PEM) when started with `tls`: what a client trusts. */
  tlsCertificate?: Buffer;
  databaseUrl: string;
  redisPrefix: string;
  mails: CaughtMail[];
  /** One query on the stack's database (to check what a call stored, or did not). */
  sql<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** gRPC addresses of the services, for tests that play another service's part. */
  addresses: { user: string; social: string; media: string; commerce: string; messaging: string };
  /** Every object key in the media bucket (to check what an erasure left). */
  objectKeys(): Promise<string[]>;
  /** Writes an object straight into the media bucket (one no service knows of). */
  putObject(key: string, data: Buffer): Promise<void>;
  /** The mail catcher refuses mail to this address from now on (as a mailbox or SMTP outage). */
  refuseMail(address: string): void;
  /** The secret the sandbox payment provider signs its callbacks with. */
  paymentSecret: string;
  /** The notifier, when asked for: its VAPID public key, and its digest run (the timer's work, on demand). */
  notifier?: { vapidPublicKey: string; sweep(): Promise<number> };
  /** The user service's saved-search notice sweep (the timer's work, on demand). */
  sweepSavedSearches(): Promise<number>;
  /** The chat node when started with `chat: 'process'` (to SIGKILL and start again). */
  chatNode: ChatProcess | null;
  /** How many calls of a gRPC method (its path) the services answered so far, from their metrics. */
  served(method: string): Promise<number>;
  /** Stops the social service (as in an outage); the answer starts it again on the same port. */
  stopSocial(): Promise<() => Promise<void>>;
  /** POST a form (or JSON with `{ json: true }`) and answer the envelope. */
  post<T = any>(
    path: string,
    body?: Record<string, unknown>,
    options?: { token?: string; json?: boolean; headers?: Record<string, string> },
  ): Promise<Envelope<T>>;
  /** Signs in and answers the token. */
  login(account: string, password?: string): Promise<string>;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Extra environment for every service (e.g. REGISTRATION_REVIEW=off). */
  env?: Record<string, string>;
  /**
   * Also start a chat node and let the edge pass /socket to it (CHAT_ADDR), as `make dev` does;
   * 'process': as a process of its own (services/chat/dist), which a test may SIGKILL and restart.
   */
  chat?: boolean | 'process';
  /** Also start the notifier, with VAPID keys and an unsubscribe secret of the stack's own. */
  notifier?: boolean;
  /** Run on this database (kept when the stack stops) instead of a fresh one of its own. */
  database?: { url: string };
  /** The edge serves HTTPS with HTTP/2 (EDGE_TLS_CERT_FILE / KEY_FILE) with a certificate made now. */
  tls?: boolean;
  /** The run's template stack (stackDatabase.ts): where to leave the gift pictures it stored. */
  saveGiftObjects?: string;
}

const silent = createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');

/**
 * The real system in-process for contract tests: a fresh Postgres database, a Redis key prefix of
 * its own, a mail catcher, every service over gRPC on random ports, and the edge over HTTP.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const database = options.database
    ? { url: options.database.url, drop: async () => undefined }
    : await stackDatabase(async (url, objects) =>
        (await startStack({ database: { url }, saveGiftObjects: objects })).stop(),
      );
  const mail = await startMailCatcher();
  const redisPrefix = `t${randomBytes(4).toString('hex')}:`;
  const vapid = createECDH('prime256v1');
  vapid.generateKeys();
  const notifierEnv: Record<string, string> = options.notifier
    ? {
        VAPID_PUBLIC_KEY: vapid.getPublicKey('base64url'),
        // A P-256 private key is 32 bytes; the library drops leading zeros.
        VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32), vapid.getPrivateKey()])
          .subarray(-32)
          .toString('base64url'),
        NOTIFY_UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
        NOTIFY_QUIET_HOURS: '',
        NOTIFY_SWEEP_SECONDS: '3600',
      }
    : {};
  const env = {
    ...notifierEnv,
    DATABASE_URL: database.url,
    REDIS_KEY_PREFIX: redisPrefix,
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'Admin-Passw0rd',
    SERVICE_PASSWORD: 'Service-Passw0rd',
    // The demo seed's portraits take seconds to draw: a test that wants them turns them on.
    DEMO_SEED_PHOTOS: 'off',
    // Post-moderation: a test's pictures are shown at once (and queued). The photo review's own tests
    // (photoReview.test.ts) turn pre-moderation on and approve as staff.
    PHOTO_PREMODERATION: 'off',
    // A sign-in shows on the kept lists' first pages at once (memberListChurn.test.ts sets the delay).
    MEMBER_LISTS_TOP_MS: '0',
    MEMBER_SEARCH_TOP_MS: '0',
    ...options.env,
  };
  const stops: Array<() => Promise<void>> = [];

  const user = await startUserService(
    readUserConfig({ ...env, USER_GRPC_PORT: '0', SMTP_URL: `smtp://127.0.0.1:${mail.port}` }),
    { logger: silent, metricsPort: null },
  );
  stops.push(user.stop);

  // S3: the configured endpoint, else a local S3-compatible server of this stack's own.
  const s3 = process.env.S3_ENDPOINT
    ? null
    : await startLocalS3(undefined, 'objects' in database ? database.objects : undefined);
  const s3Env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('S3_')));
  if (s3) s3Env.S3_ENDPOINT = s3.endpoint;
  // Media's export job calls the services started after it: their ports are chosen now.
  const [socialPort, commercePort, messagingPort] = [await freePort(), await freePort(), await freePort()];
  const media = await startMediaService(
    readMediaConfig({
      ...env,
      ...s3Env,
      MEDIA_GRPC_PORT: '0',
      USER_ADDR: `127.0.0.1:${user.port}`,
      SOCIAL_ADDR: `127.0.0.1:${socialPort}`,
      COMMERCE_ADDR: `127.0.0.1:${commercePort}`,
      MESSAGING_ADDR: `127.0.0.1:${messagingPort}`,
    }),
    { logger: silent, metricsPort: null },
  );
  stops.push(media.stop);
  if (s3) stops.push(s3.stop);

  const startSocial = (port: number) =>
    startSocialService(
      readSocialConfig({
        ...env,
        SOCIAL_GRPC_PORT: String(port),
        SOCIAL_EVENTS_POLL_MS: '50',
        USER_ADDR: `127.0.0.1:${user.port}`,
      }),
      { logger: silent, metricsPort: null },
    );
  let social: Awaited<ReturnType<typeof startSocial>> | null = await startSocial(socialPort);
  stops.push(async () => {
    await social?.stop();
    social = null;
  });

  const paymentSecret = `test-payment-secret-${randomBytes(8).toString('hex')}`;
  const commerce = await startCommerceService(
    readCommerceConfig({
      ...env,
      COMMERCE_GRPC_PORT: String(commercePort),
      USER_ADDR: `127.0.0.1:${user.port}`,
      MEDIA_ADDR: `127.0.0.1:${media.port}`,
      PAYMENT_CALLBACK_SECRET: paymentSecret,
    }),
    { logger: silent, metricsPort: null },
  );
  stops.unshift(commerce.stop);

  const messaging = await startMessagingService(
    readMessagingConfig({
      ...env,
      MESSAGING_HOST: '127.0.0.1',
      COMMERCE_ADDR: `127.0.0.1:${commerce.port}`,
      SOCIAL_ADDR: `127.0.0.1:${socialPort}`,
      USER_ADDR: `127.0.0.1:${user.port}`,
    }),
    { logger: silent, port: messagingPort, metricsPort: null },
  );
  stops.unshift(messaging.stop);

  const chatEnv = {
    ...env,
    USER_ADDR: `127.0.0.1:${user.port}`,
    MESSAGING_ADDR: `127.0.0.1:${messaging.port}`,
  };
  const chatNode = options.chat === 'process' ? await chatProcess(chatEnv) : null;
  if (chatNode) {
    await chatNode.start();
    stops.unshift(() => chatNode.signal('SIGTERM'));
  }
  const chat = chatNode
    ? { port: chatNode.port }
    : options.chat
      ? await startChatNode(readChatConfig({ ...chatEnv, CHAT_HOST: '127.0.0.1' }), { logger: silent, port: 0 })
      : null;
  if (chat && 'stop' in chat) stops.unshift(chat.stop);

  const notifier = options.notifier
    ? await startNotifier(
        readNotifierConfig({
          ...env,
          USER_ADDR: `127.0.0.1:${user.port}`,
          SOCIAL_ADDR: `127.0.0.1:${socialPort}`,
          SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
        }),
        { logger: silent, metricsPort: null },
      )
    : null;
  if (notifier) stops.unshift(notifier.stop);

  const certificate = options.tls ? makeSelfSignedCertificate() : null;
  const edge = await startEdge(
    readEdgeConfig({
      ...env,
      ...(certificate ? { EDGE_TLS_CERT_FILE: certificate.certFile, EDGE_TLS_KEY_FILE: certificate.keyFile } : {}),
      EDGE_PORT: '0',
      EDGE_HOST: '127.0.0.1',
      USER_ADDR: `127.0.0.1:${user.port}`,
      SOCIAL_ADDR: `127.0.0.1:${socialPort}`,
      MEDIA_ADDR: `127.0.0.1:${media.port}`,
      COMMERCE_ADDR: `127.0.0.1:${commerce.port}`,
      MESSAGING_ADDR: `127.0.0.1:${messaging.port}`,
      ...(chat ? { CHAT_ADDR: `127.0.0.1:${chat.port}` } : {}),
      RATE_LIMIT_LOGIN_PER_MIN: '1000',
      RATE_LIMIT_REGISTER_PER_HOUR: '1000',
      RATE_LIMIT_FORGET_PER_HOUR: '1000',
      ...options.env,
    }),
    { logger: silent },
  );
  stops.unshift(edge.stop);
  if (certificate) stops.push(async () => certificate.remove());
  const url = `${certificate ? 'https' : 'http'}://127.0.0.1:${edge.port}`;

  const post: Stack['post'] = async (path, body = {}, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    let payload: string;
    if (opts.json) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(opts.token ? { ...body, token: opts.token } : body);
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(body)) form.set(k, String(v));
      if (opts.token) form.set('token', opts.token);
      payload = form.toString();
    }
    if (certificate) return JSON.parse(await postOverTls(url + path, headers, payload, certificate.cert)) as Envelope;
    const res = await fetch(url + path, { method: 'POST', headers, body: payload });
    return (await res.json()) as Envelope;
  };

  await giftPicturesStored(commerce);
  if (options.saveGiftObjects && s3) await s3.saveObjects('gifts', options.saveGiftObjects);
  return {
    url,
    ...(certificate ? { tlsCertificate: certificate.cert } : {}),
    databaseUrl: database.url,
    redisPrefix,
    mails: mail.mails,
    addresses: {
      user: `127.0.0.1:${user.port}`,
      social: `127.0.0.1:${socialPort}`,
      media: `127.0.0.1:${media.port}`,
      commerce: `127.0.0.1:${commerce.port}`,
      messaging: `127.0.0.1:${messagingPort}`,
    },
    objectKeys: () => listObjectKeys(s3Env),
    putObject: async (key, data) => {
      await bucketClient(s3Env).putObject(s3Env.S3_BUCKET ?? 'kindred-media', key, data);
    },
    refuseMail: (address) => mail.refuse(address),
    paymentSecret,
    ...(notifier ? { notifier: { vapidPublicKey: notifierEnv.VAPID_PUBLIC_KEY ?? '', sweep: notifier.sweep } } : {}),
    sweepSavedSearches: () => user.sweepSavedSearches!(),
    chatNode,
    async served(method) {
      let calls = 0;
      for (const service of [user, media, social, commerce, messaging]) {
        const timings = service?.registry.getSingleMetric('kindred_rpc_server_duration_seconds');
        // A histogram's values are its buckets, sum and count, each named.
        const values = (timings ? (await timings.get()).values : []) as Array<
          MetricValue<string> & { metricName?: string }
        >;
        for (const value of values) {
          if (value.metricName?.endsWith('_count') && value.labels.method === method) calls += value.value;
        }
      }
      return calls;
    },
    async stopSocial() {
      await social?.stop();
      social = null;
      return async () => {
        social = await startSocial(socialPort);
      };
    },
    post,
    async sql<T>(text: string, values: unknown[] = []) {
      const client = new Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async login(account, password = 'Passw0rd!') {
      const answer = await post('/member/index/login', { account, password });
      if (answer.status !== 200) throw new Error(`login ${account}: ${answer.status} ${answer.msg}`);
      return answer.data.token as string;
    },
    async stop() {
      for (const stop of stops) await stop();
      await mail.stop();
      await database.drop();
    },
  };
}

/** POSTs over HTTPS trusting only the stack's certificate (fetch has no option for a private authority). */
function postOverTls(url: string, headers: Record<string, string>, body: string, ca: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    // A connection of its own (as h2 tests' HTTP/1.1 requests make): no socket or TLS session pooled in
    // https.globalAgent, which the test files of a jest worker share, is reused.
    const request = https.request(url, { method: 'POST', headers, ca, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(text));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The keys in the stack's bucket, through the S3 API as media reaches it. */
async function listObjectKeys(s3Env: Record<string, string | undefined>): Promise<string[]> {
  const client = bucketClient(s3Env);
  const keys: string[] = [];
  for await (const item of client.listObjectsV2(s3Env.S3_BUCKET ?? 'kindred-media', '', true)) {
    if ((item as { name?: string }).name) keys.push((item as { name: string }).name);
  }
  return keys;
}

/** An S3 client of the stack's bucket, as media reaches it. */
function bucketClient(s3Env: Record<string, string | undefined>): MinioClient {
  const endpoint = new URL(s3Env.S3_ENDPOINT ?? 'http://127.0.0.1:4568');
  return new MinioClient({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: endpoint.protocol === 'https:',
    accessKey: s3Env.S3_ACCESS_KEY ?? 'S3RVER',
    secretKey: s3Env.S3_SECRET_KEY ?? 'S3RVER',
    region: s3Env.S3_REGION ?? 'us-east-1',
    pathStyle: true,
  });
}

/** Polls until `check` passes or the time is up, and answers the last value (asynchronous feeds). */
export async function eventually<T>(
  probe: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
