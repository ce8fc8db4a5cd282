import type { Member__Output as Member } from '@kindred/kit/generated/kindred/common/v1/Member';
import { listedMembers } from './cards';
import { enrichMembers, listFigures } from './enrich';
import type { HotReads } from './kept/hotReads';
import { blockedPairsOf } from './policy/blocking';
import type { RouteContext } from './route';

/** What the user service's member lists answer: the cards, or (asked with `ids_only`) the ordered ids. */
interface ListAnswer {
  members: Member[];
  member_ids: number[];
}

/**
 * A page of a member list the user service answers (`userlist` and its search, `onlinelist`,
 * `memberwall`, `new_opposite_sex`, `search_opposite_sex`), with its members' figures. The user service
 * decides who is listed and in what order; while the edge keeps member cards (memberCards.ts) it is
 * asked for the ordered ids alone (it then reads the listing index only and builds no card), and the
 * cards come from those kept, one batched fetch for the ones not kept, with online status read from
 * presence, as the follow lists do. Otherwise the list answers the cards itself. A list given a `kept`
 * key (hotReads.ts, `MEMBER_LISTS`) has its ids kept by the edge until the next account announcement,
 * or in the `HotReads` given (the onlinelist's, for a few seconds).
 *
 * Whom the viewer blocked or is blocked by (social's, `blockedPairsOf`) is asked first and left out by
 * the user service, page, total and deep-page start alike; the kept page's key holds them, so a block
 * made or lifted (which drops the kept pairs of both members) asks both members' lists anew.
 */
export async function memberListPage<A extends ListAnswer>(
  ctx: RouteContext,
  viewerId: number,
  ask: (idsOnly: boolean, blockedIds: number[]) => Promise<A>,
  kept?: { key: string; in?: HotReads },
): Promise<{ answer: A; members: Member[] }> {
  const blocked = await blockedPairsOf(ctx, viewerId);
  if (!ctx.memberCards.enabled) {
    const answer = await ask(false, blocked);
    return { answer, members: await enrichMembers(ctx, viewerId, answer.members) };
  }
  const key = kept && `${kept.key}:blocked:${blocked.join(',')}`;
  const answer = await (kept && key
    ? (kept.in ?? ctx.memberLists).get(key, () => ask(true, blocked))
    : ask(true, blocked));
  const ids = answer.member_ids.map(Number);
  if (ids.length === 0) return { answer, members: [] };
  const [members, fill] = await Promise.all([listedMembers(ctx, viewerId, ids), listFigures(ctx, viewerId, ids)]);
  return { answer, members: members.map(fill) };
}
