import type { Redis } from 'ioredis';

/**
 * Revoked sessions, announced at once to every chat node (docs: services/chat/README.md): the user
 * service publishes the sha256 hashes of the tokens it just revoked (logout, password change or
 * reset, suspension) as a JSON array on this channel; each node closes the sockets opened with them.
 * Channels are not keys, so the deployment's key prefix is added by hand.
 */
const CHANNEL = 'session:revoked';

export function sessionRevokedChannel(keyPrefix: string): string {
  return `${keyPrefix}${CHANNEL}`;
}

export async function publishRevokedSessions(redis: Redis, keyPrefix: string, tokenHashes: string[]): Promise<void> {
  if (tokenHashes.length) await redis.publish(sessionRevokedChannel(keyPrefix), JSON.stringify(tokenHashes));
}

/** The token hashes of one announcement; anything else on the channel is ignored. */
export function readRevokedSessions(payload: string): string[] {
  try {
    const hashes: unknown = JSON.parse(payload);
    return Array.isArray(hashes)
      ? hashes.filter((h): h is string => typeof h === 'string' && /^[0-9a-f]{64}$/.test(h))
      : [];
  } catch {
    return [];
  }
}
