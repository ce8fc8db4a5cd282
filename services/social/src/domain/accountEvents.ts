import { ACCOUNT_ERASED, type FollowPair } from '@kindred/kit';
import type { EventTrend, SocialStore } from '../store/socialStore';
import { TrendType, type AccountEvent } from './model';
import type { AccountEventSource } from './ports';

/** The newsfeed item an account event makes, if any. */
export function trendOfEvent(event: AccountEvent): EventTrend | null {
  const type =
    event.type === 'joined' ? TrendType.joined : event.type === 'avatar_changed' ? TrendType.avatarChanged : null;
  if (type === null) return null;
  return { authorId: event.userId, type, content: '', img: '', eventId: event.id, createTime: event.createTime };
}

/**
 * Turns the user service's account events into newsfeed items. The events stay in user's outbox
 * until read, and the cursor moves in the same transaction as the items are written: an event is
 * applied exactly once even when social was down when it happened or crashes half way. An `erased`
 * event removes the member's follows, posts, reports and blocks in the same transaction. A member
 * others may not list when the event is applied (hiding from lists, pending deletion, suspended) gets
 * no item: an automatic item would announce them to everyone (docs/privacy.md, "Who sees whom").
 */
export class AccountEventFeed {
  constructor(
    private readonly store: SocialStore,
    private readonly source: AccountEventSource,
    private readonly batch = 200,
    /** Told of the members whose items the applied events added or erased, once committed. */
    private readonly applied: (authorIds: number[]) => void = () => undefined,
    /** Told of the follows the erasures removed, once committed. */
    private readonly unfollowed: (pairs: FollowPair[]) => void = () => undefined,
  ) {}

  /** Applies every pending event; answers how many were read. */
  async catchUp(): Promise<number> {
    let read = 0;
    for (;;) {
      const cursor = await this.store.eventCursor();
      const events = await this.source.after(cursor, this.batch);
      const pending = events.filter((e) => e.id > cursor).sort((a, b) => a.id - b.id);
      if (pending.length === 0) return read;
      const made = pending.map(trendOfEvent).filter((item): item is EventTrend => item !== null);
      const listed = await this.source.listed([...new Set(made.map((item) => item.authorId))]);
      const items = made.filter((item) => listed.has(item.authorId));
      const erased = pending.filter((e) => e.type === ACCOUNT_ERASED).map((e) => ({ eventId: e.id, userId: e.userId }));
      const removed = await this.store.applyAccountEvents(pending[pending.length - 1]!.id, items, erased);
      if (removed.length) this.unfollowed(removed);
      const authors = new Set([...items.map((item) => item.authorId), ...erased.map((e) => e.userId)]);
      if (authors.size) this.applied([...authors]);
      read += pending.length;
      if (events.length < this.batch) return read;
    }
  }
}
