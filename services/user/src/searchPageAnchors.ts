import type { Logger, Redis } from '@kindred/kit';
import type { SearchPageAnchors } from './domain/discovery';
import type { ListingAnchor } from './store/userStore';

/** A search's pages are kept this long after the last one read ("show more" a while later still seeks). */
const KEPT_SECONDS = 600;

/**
 * Where each page of a member's discovery search ended (its last member's place in the listing), in
 * Redis so that every replica seeks from it: the member's next page may reach another replica. One
 * hash a search (`key`: the caller and the filters), a field a page. A Redis fault only costs the
 * seek: the page is read with an offset instead.
 */
export function redisSearchPageAnchors(redis: Redis, logger: Logger): SearchPageAnchors {
  const hash = (key: string) => `discover:pages:${key}`;
  return {
    async nearest(key, page) {
      try {
        const fields = await redis.hgetall(hash(key));
        let best: { page: number; anchor: ListingAnchor } | null = null;
        for (const [field, value] of Object.entries(fields)) {
          const at = Number(field);
          const split = value.lastIndexOf('|');
          if (!(at < page) || (best && best.page >= at) || split < 0) continue;
          best = { page: at, anchor: { activity: value.slice(0, split), id: Number(value.slice(split + 1)) } };
        }
        return best;
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'search page anchors not read');
        return null;
      }
    },
    async keep(key, page, anchor) {
      try {
        // Reading a page again starts a new reading from it: the later pages' ends are the old reading's.
        const later = (await redis.hkeys(hash(key))).filter((field) => Number(field) > page);
        const update = redis.multi();
        if (later.length) update.hdel(hash(key), ...later);
        await update
          .hset(hash(key), String(page), `${anchor.activity}|${anchor.id}`)
          .expire(hash(key), KEPT_SECONDS)
          .exec();
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'search page anchor not kept');
      }
    },
  };
}
