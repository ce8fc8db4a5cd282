import type { Redis } from '../runtime/redis';
import { channelName } from './names';

/**
 * Member-level closes: the user service publishes the id of an account staff just suspended; every
 * chat node ends that account's sockets at once (4403) instead of at its next rights refresh.
 */
export function accountClosedChannel(keyPrefix: string): string {
  return channelName(keyPrefix, 'accountClosed');
}

export async function publishAccountClosed(redis: Redis, keyPrefix: string, userId: number): Promise<void> {
  await redis.publish(accountClosedChannel(keyPrefix), String(userId));
}

/** The account id of one closure; null for anything else on the channel. */
export function readClosedAccount(payload: string): number | null {
  const userId = Number(payload);
  return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
}
