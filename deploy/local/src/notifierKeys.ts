import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The notifier's keys for `make dev` (docs/notifications.md): a VAPID key pair and the unsubscribe
 * links' secret, made at the first start and kept owner-only in .data so that browsers' push
 * subscriptions and mailed links stay valid across restarts. Production takes them from its secrets.
 */
export function notifierKeys(dataDir: string): Record<string, string> {
  const file = path.join(dataDir, 'notifier-keys.json');
  if (process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY && process.env.NOTIFY_UNSUBSCRIBE_SECRET) return {};
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url'),
    // A P-256 private key is 32 bytes; the library drops leading zeros.
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
    NOTIFY_UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
  };
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
