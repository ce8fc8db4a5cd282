import type { Redis } from '../runtime/redis';
import { STREAM_NAMES } from './names';
import type { Logger } from '../runtime/logger';

/**
 * Things that happened to a member that the notifier may tell them about while they are away
 * (docs/notifications.md). The services that own the facts append them to one Redis stream after
 * their own commit; the notifier reads it through a consumer group, so an event survives a notifier
 * restart and each is handled by one notifier replica.
 */
export const NOTIFY_STREAM = STREAM_NAMES.notify;
/** The stream keeps about this many events; older ones are trimmed (a notifier far behind loses them). */
const STREAM_MAX = 100_000;

/** Each topic matches a notification setting of docs/member-settings.md. */
export type NotifyTopic =
  | 'new_chat_message'
  | 'new_mail'
  | 'gift_received'
  | 'credits_received'
  /** A new member matches a saved search (`thread`: `saved_search:<id>`); told in the digest only. */
  | 'saved_search_match';

export interface NotifyEvent {
  topic: NotifyTopic;
  /** The member to tell. */
  to: number;
  /** The member it came from (0: the site itself). */
  from: number;
  /**
   * Site text only (a gift's title), shown where previews are allowed. A member's own words never
   * ride the stream, which keeps ~100k events that no erasure reaches (docs/privacy.md): the notifier
   * reads them from the stored message by `item` when a device shows previews.
   */
  preview: string;
  /** The stored row the event is about (a chat message's or a mail's id; 0: none). */
  item: number;
  /** The thing it is about (a conversation's partner, a mail id, a gift id): one push per thread a minute. */
  thread: string;
  at: number;
}

export type NotifyPublisher = (events: NotifyEvent[]) => void;

/**
 * Appends events without making the caller wait: a notification is a courtesy, never a reason for a
 * send to fail. Failures are logged and counted by the caller's Redis metrics.
 */
export function notifyPublisher(redis: Redis, logger: Logger): NotifyPublisher {
  return (events) => {
    if (events.length === 0) return;
    const pipeline = redis.pipeline();
    for (const event of events) {
      pipeline.xadd(NOTIFY_STREAM, 'MAXLEN', '~', STREAM_MAX, '*', 'e', JSON.stringify(event));
    }
    pipeline.exec().catch((err: Error) => logger.warn({ err: err.message }, 'notification events not queued'));
  };
}

export function parseNotifyEvent(raw: string): NotifyEvent | null {
  try {
    const value = JSON.parse(raw) as Partial<NotifyEvent>;
    if (typeof value.to !== 'number' || typeof value.topic !== 'string') return null;
    return {
      topic: value.topic,
      to: value.to,
      from: Number(value.from ?? 0),
      preview: String(value.preview ?? ''),
      item: Number(value.item ?? 0),
      thread: String(value.thread ?? ''),
      at: Number(value.at ?? Date.now()),
    };
  } catch {
    return null;
  }
}
