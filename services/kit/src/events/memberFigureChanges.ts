import type { Redis } from '../runtime/redis';
import { channelName } from './names';

/**
 * What the edges keep of the figures a member list shows beside each card (memberFigures.ts at the
 * edge): social announces every follow it adds or drops as `[followerId, targetId]` pairs (a follow,
 * an unfollow, the two directions a block drops; a block lifted, both ways too, for the blocked pairs
 * the edges keep for profiles), media every member whose background photos or photo album changed
 * (one channel, `backphotos:changed`, for both).
 * Channels are not keys, so the deployment's key prefix is added by hand.
 */
export function followsChangedChannel(keyPrefix: string): string {
  return channelName(keyPrefix, 'followsChanged');
}

export function backPhotosChangedChannel(keyPrefix: string): string {
  return channelName(keyPrefix, 'backPhotosChanged');
}

export type FollowPair = [followerId: number, targetId: number];

export async function publishChangedFollows(redis: Redis, keyPrefix: string, pairs: FollowPair[]): Promise<void> {
  if (pairs.length) await redis.publish(followsChangedChannel(keyPrefix), JSON.stringify(pairs));
}

export async function publishChangedBackPhotos(redis: Redis, keyPrefix: string, userIds: number[]): Promise<void> {
  if (userIds.length) await redis.publish(backPhotosChangedChannel(keyPrefix), JSON.stringify(userIds));
}

const memberId = (id: unknown): id is number => Number.isSafeInteger(id) && (id as number) > 0;

/** The pairs of one follow announcement; anything else on the channel is ignored. */
export function readChangedFollows(payload: string): FollowPair[] {
  try {
    const pairs: unknown = JSON.parse(payload);
    if (!Array.isArray(pairs)) return [];
    return pairs.filter(
      (pair): pair is FollowPair => Array.isArray(pair) && pair.length === 2 && memberId(pair[0]) && memberId(pair[1]),
    );
  } catch {
    return [];
  }
}

/** The member ids of one background-photo announcement; anything else on the channel is ignored. */
export function readChangedBackPhotos(payload: string): number[] {
  try {
    const ids: unknown = JSON.parse(payload);
    return Array.isArray(ids) ? ids.filter(memberId) : [];
  } catch {
    return [];
  }
}
