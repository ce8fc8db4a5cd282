import type { Redis } from '../runtime/redis';
import { channelName } from './names';
import { readChangedAccounts } from './sessionRevocations';

/**
 * The figures of a member's session record that other services own, announced when they change so
 * that the edges may keep them (docs/capacity.md): commerce publishes the ids of the members whose
 * balance moved (any ledger posting, after its transaction committed) or whose received gifts changed
 * (a gift sent to them, the erasure of a member who gave them one), social those whose count of
 * newsfeed items changed (a post, a deletion, an account event's item, an erasure). Both are JSON
 * arrays of ids, as `account:changed` is.
 */
export function walletChangedChannel(keyPrefix: string): string {
  return channelName(keyPrefix, 'walletChanged');
}

export function newsfeedChangedChannel(keyPrefix: string): string {
  return channelName(keyPrefix, 'newsfeedChanged');
}

/** Messaging: the members whose mailbox changed (a mail to them, one they read, an erased sender's name). */
export function mailboxChangedChannel(keyPrefix: string): string {
  return channelName(keyPrefix, 'mailboxChanged');
}

export async function publishChangedMailboxes(redis: Redis, keyPrefix: string, userIds: number[]): Promise<void> {
  if (userIds.length) await redis.publish(mailboxChangedChannel(keyPrefix), JSON.stringify(userIds));
}

export async function publishChangedWallets(redis: Redis, keyPrefix: string, userIds: number[]): Promise<void> {
  if (userIds.length) await redis.publish(walletChangedChannel(keyPrefix), JSON.stringify(userIds));
}

export async function publishChangedNewsfeeds(redis: Redis, keyPrefix: string, userIds: number[]): Promise<void> {
  if (userIds.length) await redis.publish(newsfeedChangedChannel(keyPrefix), JSON.stringify(userIds));
}

/** The member ids of a wallet, newsfeed or mailbox announcement; anything else on the channel is ignored. */
export const readChangedMembers: (payload: string) => number[] = readChangedAccounts;

/**
 * Waits for an announcement at most `ms`: announced before the change's own answer when Redis is up
 * (the member's next screen, on any edge, shows it), never holding that answer up when Redis is away.
 */
export function announceWithin(announcement: Promise<void>, ms = 250): Promise<void> {
  return Promise.race([announcement, new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);
}
