import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import ece from 'http_ece';
import { makeSelfSignedCertificate } from './selfSignedCertificate';

/**
 * A stand-in for a browser's push service (FCM, Mozilla autopush) on loopback, speaking the Web Push
 * protocol: it takes POST <endpoint> with an aes128gcm body (RFC 8188/8291) and a VAPID Authorization
 * (RFC 8292), checks the VAPID token's signature, audience and expiry, and decrypts the payload with
 * the subscription's private key, as the browser would. It answers 201 Created, or 410 Gone for a
 * subscription the test expired. Push services are HTTPS: it serves a certificate made for the test,
 * which this process (where the notifier runs) is told to trust.
 */
export interface Subscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface Delivered {
  subscription: string;
  payload: Record<string, unknown>;
  ttl: string;
  urgency: string;
}

export async function startPushService() {
  const keys = new Map<string, { ecdh: ECDH; auth: string }>();
  const gone = new Set<string>();
  const delivered: Delivered[] = [];
  const refused: string[] = [];

  const certificate = makeSelfSignedCertificate();
  const key = fs.readFileSync(certificate.keyFile);
  const cert = certificate.cert.toString('utf8');
  certificate.remove();
  https.globalAgent.options.ca = [...tls.rootCertificates, cert];
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = (req.url ?? '').replace(/^\/push\//, '');
      const subscription = keys.get(id);
      const answer = (status: number, why = '') => {
        if (why) refused.push(why);
        res.writeHead(status).end();
      };
      if (req.method !== 'POST' || !subscription) return answer(404, 'unknown subscription');
      if (gone.has(id)) return answer(410);
      const origin = `https://${req.headers.host}`;
      const vapidError = checkVapid(String(req.headers.authorization ?? ''), origin);
      if (vapidError) return answer(401, vapidError);
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(400, 'not aes128gcm');
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: subscription.ecdh,
          authSecret: subscription.auth,
        });
        delivered.push({
          subscription: id,
          payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
          ttl: String(req.headers.ttl ?? ''),
          urgency: String(req.headers.urgency ?? ''),
        });
        answer(201);
      } catch (err) {
        answer(400, `undecryptable: ${(err as Error).message}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  return {
    delivered,
    refused,
    /** Where it listens, as the allow-list names it (PUSH_ALLOWED_HOSTS): an address is allowed only so. */
    host: `127.0.0.1:${port}`,
    /** A new browser subscription: the keys a browser's PushManager would make. */
    subscribe(): Subscription {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      keys.set(id, { ecdh, auth });
      return { endpoint: `https://127.0.0.1:${port}/push/${id}`, p256dh: ecdh.getPublicKey('base64url'), auth };
    },
    /** The browser dropped this subscription: the push service answers 410 from now on. */
    expire(endpoint: string) {
      gone.add(endpoint.split('/').pop()!);
    },
    for(endpoint: string) {
      const id = endpoint.split('/').pop();
      return delivered.filter((d) => d.subscription === id);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8292: `vapid t=<JWT ES256>, k=<public key>`; answers what is wrong, or '' when it is right. */
function checkVapid(header: string, origin: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header);
  if (!match) return 'no VAPID authorization';
  const [head, body, signature] = match[1]!.split('.') as [string, string, string];
  const point = Buffer.from(match[2]!, 'base64url');
  if (point.length !== 65) return 'bad VAPID key';
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad VAPID signature';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) return `VAPID audience ${claims.aud} is not ${origin}`;
  if (!claims.exp || claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600_000)
    return 'VAPID expiry out of range';
  if (!claims.sub) return 'VAPID subject missing';
  return '';
}
