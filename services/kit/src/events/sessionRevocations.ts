import type { Redis } from '../runtime/redis';
import { channelName } from './names';
import type { AccountChange } from './accountChanges';

/**
 * Revoked sessions, announced at once to every chat node (docs: services/chat/README.md): the user
 * service publishes the sha256 hashes of the tokens it just revoked (logout, password change or
 * reset, suspension) as a JSON array on this channel; each node closes the sockets opened with them.
 * Channels are not keys, so the deployment's key prefix is added by hand.
 */
export function sessionRevokedChannel(keyPrefix: string): string {
  return channelName(keyPrefix, 'sessionRevoked');
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

/**
 * Accounts whose signed-in record or member card changed (tier, status, role, profile, two-factor,
 * sign-in, privacy): the user service publishes their ids as a JSON array; each edge drops the callers
 * and the cards it kept for them (callerCache, memberCards). What changed, when the publisher says it,
 * follows the ids as one object (accountChanges.ts): readers of the ids alone skip it.
 */
export function accountChangedChannel(keyPrefix: string): string {
  return channelName(keyPrefix, 'accountChanged');
}

/** `at`: a `signin`'s new sign-in time (Unix seconds), which the edges write on the cards they keep. */
export async function publishChangedAccounts(
  redis: Redis,
  keyPrefix: string,
  userIds: number[],
  change?: AccountChange,
  at?: number,
): Promise<void> {
  if (!userIds.length) return;
  const payload = change ? [...userIds, at === undefined ? { change } : { change, at }] : userIds;
  await redis.publish(accountChangedChannel(keyPrefix), JSON.stringify(payload));
}

/** The account ids of one announcement; anything else on the channel is ignored. */
export function readChangedAccounts(payload: string): number[] {
  try {
    const ids: unknown = JSON.parse(payload);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** Published by the user service when an admin changes the tier authority lists (any payload). */
export function authoritiesChangedChannel(keyPrefix: string): string {
  return channelName(keyPrefix, 'authoritiesChanged');
}

export async function publishAuthoritiesChanged(redis: Redis, keyPrefix: string): Promise<void> {
  await redis.publish(authoritiesChangedChannel(keyPrefix), String(Date.now()));
}

/** Published by commerce when staff change the gift catalogue or the packages (any payload). */
export function catalogueChangedChannel(keyPrefix: string): string {
  return channelName(keyPrefix, 'catalogueChanged');
}

export async function publishCatalogueChanged(redis: Redis, keyPrefix: string): Promise<void> {
  await redis.publish(catalogueChangedChannel(keyPrefix), String(Date.now()));
}
