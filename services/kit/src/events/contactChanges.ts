import type { Redis } from '../runtime/redis';
import { channelName } from './names';
import { readChangedAccounts } from './sessionRevocations';

/**
 * Messaging announces every member whose chats changed (a message stored to or from them, a chat read
 * or deleted, an erasure of them or of a partner) so that the chat nodes may keep the contact and
 * history pages they answered (services/chat/src/chatPages.ts). The payload is a JSON array of ids,
 * as `account:changed` is.
 */
export function contactsChangedChannel(keyPrefix: string): string {
  return channelName(keyPrefix, 'contactsChanged');
}

export async function publishChangedContacts(redis: Redis, keyPrefix: string, userIds: number[]): Promise<void> {
  if (userIds.length) await redis.publish(contactsChangedChannel(keyPrefix), JSON.stringify([...new Set(userIds)]));
}

/** The member ids of a contacts announcement; anything else on the channel is ignored. */
export const readChangedContacts: (payload: string) => number[] = readChangedAccounts;
