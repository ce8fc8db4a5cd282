import type { Member__Output as Member } from '@kindred/kit/generated/kindred/common/v1/Member';
import { listedMembers } from './cards';
import { enrichMembers, listFigures } from './enrich';
import { cardFacts, type MayHold, type MemberFacts } from './kept/listFilters';
import type { ListKind, ListOrder, ListPlaces, ListWindow, MemberLists } from './kept/memberLists';
import { blockedPairsOf } from './policy/blocking';
import type { RouteContext } from './route';

/** What the user service's member lists answer: the cards, or (asked with `ids_only`) the ordered ids. */
interface ListAnswer {
  members: Member[];
  member_ids: number[];
  activity_us?: number[];
  page?: number;
  last_page?: number;
  total?: number;
  page_size?: number;
}

/** How a list is asked of the user service: for the viewer, or (`shared`) for their kind. */
export interface ListAsk {
  ids_only: boolean;
  blocked_ids: number[];
  shared?: boolean;
  over_fetch?: number;
  among_ids?: number[];
  after_page?: number;
  after_activity_us?: number;
  after_id?: number;
}

/** A list kept for the viewer's kind (hotReads.ts `MEMBER_LISTS.kind`), and how to cut the viewer's page from it. */
export interface SharedList {
  /** The list, the viewer's kind and what was asked, the page aside. */
  key: string;
  order: ListOrder;
  /** 1 for the lists of one page. */
  page: number;
  /** How many a list of one page shows (a paged list's answer tells its page size). */
  size?: number;
  /** A paged list answers a total and pages: it needs where the viewer's left-out members stand. */
  paged: boolean;
  /**
   * Its pages seek from where the one before ended (discovery's search): a page is kept by the end of
   * the page before it as kept here, and asked to seek from there (`after_page`), so that a member who
   * moved up between two pages is not met twice.
   */
  keyset?: boolean;
  /** Where it is kept, when not with the other member lists (the presence-based ones, briefly). */
  in?: MemberLists;
  /** Whether a member could be on it, by their card (kept/listFilters.ts); absent: anyone. */
  mayHold?: MayHold;
  /** What the edge knows of the viewer (their caller), for `mayHold`. */
  viewer?: MemberFacts;
  /** How late a sign-in may show at its top, when not the lists' `MEMBER_LISTS_TOP_MS`. */
  topMs?: number;
}

const kindOf = (shared: SharedList): ListKind => ({
  order: shared.order,
  top: shared.page === 1,
  ...(shared.mayHold ? { mayHold: shared.mayHold } : {}),
  ...(shared.topMs !== undefined ? { topMs: shared.topMs } : {}),
});

/**
 * More members a shared page holds than it shows: a viewer with up to this many of their own left out
 * (themself and their blocked pairs) still gets a full page from it; one with more is asked for alone.
 */
export const OVER_FETCH = 8;

/**
 * A page of a member list the user service answers (`userlist` and its search, `onlinelist`,
 * `memberwall`, `new_opposite_sex`, `search_opposite_sex`, discovery's search), with its members'
 * figures. The user service decides who is listed and in what order, and who may list whom (the
 * visibility policy: hidden, pending deletion, suspended, erased are on no page); while the edge keeps
 * member cards (memberCards.ts) it is asked for the ordered ids alone and the cards come from those
 * kept, with online status read from presence.
 *
 * A list given `shared` is asked once for every viewer of a kind (tier, sex, role, authorities) and
 * kept (kept/memberLists.ts); the viewer's own left-out members — themself, and whom they blocked or
 * are blocked by (social's, `blockedPairsOf`) — are taken out here, and a paged list starts that many
 * later as they stand before the page (their places asked of the user service once, kept until one of
 * them changes), so each viewer sees the page, total and deep-page start the user service would give
 * them alone. Without cards kept the user service answers the viewer's page itself, blocked pairs left out.
 */
export async function memberListPage<A extends ListAnswer>(
  ctx: RouteContext,
  viewerId: number,
  ask: (how: ListAsk) => Promise<A>,
  shared?: SharedList,
): Promise<{ answer: A; members: Member[] }> {
  const blocked = await blockedPairsOf(ctx, viewerId);
  if (!ctx.memberCards.enabled) {
    const answer = await ask({ ids_only: false, blocked_ids: blocked });
    return { answer, members: await enrichMembers(ctx, viewerId, answer.members) };
  }
  const lists = shared?.in ?? ctx.memberLists;
  // Which left-out members the list may hold: the viewer by what the caller says, the others by their
  // kept cards (an id without an account or hidden from lists none; a card not kept, any).
  const mayBeOn = (id: number) => {
    if (!shared?.mayHold) return true;
    const card = id === viewerId ? undefined : ctx.memberCards.peek(id);
    if (card === null || card?.listed === false) return false;
    const facts = id === viewerId ? shared.viewer : card && cardFacts(card);
    return !facts || shared.mayHold(facts);
  };
  const cut = shared && lists.enabled ? await viewersCut(lists, shared, viewerId, blocked, ask, mayBeOn) : null;
  const answer =
    cut ??
    (shared && lists.enabled
      ? await keptForViewer(lists, shared, viewerId, blocked, ask)
      : await ask({ ids_only: true, blocked_ids: blocked }));
  const ids = answer.member_ids.map(Number);
  if (ids.length === 0) return { answer, members: [] };
  const [members, fill] = await Promise.all([listedMembers(ctx, viewerId, ids), listFigures(ctx, viewerId, ids)]);
  return { answer, members: members.map(fill) };
}

const windowOf = (answer: ListAnswer, size: number): ListWindow => ({
  ids: answer.member_ids.map(Number),
  activities: (answer.activity_us ?? []).map(Number),
  page: answer.page ?? 1,
  lastPage: answer.last_page ?? 1,
  total: answer.total ?? 0,
  size,
  full: answer.member_ids.length >= size + OVER_FETCH,
});

/**
 * The viewer's page cut from the page kept for their kind; null when the viewer leaves out more of
 * it than it holds beyond the page (then they are asked for alone).
 */
async function viewersCut<A extends ListAnswer>(
  lists: MemberLists,
  shared: SharedList,
  viewerId: number,
  blocked: number[],
  ask: (how: ListAsk) => Promise<A>,
  mayBeOn: (id: number) => boolean,
): Promise<A | null> {
  const sharedAsk = { ids_only: true, blocked_ids: [], shared: true };
  const list = kindOf(shared);
  const after = shared.keyset ? pageEnds(lists, shared) : null;
  const key = `${shared.key}:p${shared.page}${after ? `:after:${after.after_page}:${after.after_activity_us}:${after.after_id}` : ''}`;
  const window = await lists.window(key, list, async () => {
    const answer = await ask({ ...sharedAsk, over_fetch: OVER_FETCH, ...after });
    return windowOf(answer, shared.size ?? answer.page_size ?? 0);
  });
  const leftOut = [viewerId, ...blocked];
  const out = new Set(leftOut);
  // A first page holding the whole list says itself which of them the list holds.
  const whole = shared.page === 1 && !window.full;
  // Where the others stand is asked only of those the list may hold (a search for men need not ask
  // where a woman viewing it stands).
  const among = whole || !shared.paged ? [] : leftOut.filter(mayBeOn);
  const places: ListPlaces = whole
    ? { ids: window.ids.filter((id) => out.has(id)), activities: [] }
    : among.length
      ? await lists.placesOf(`${shared.key}:left:${among.join(',')}`, among, async () => {
          const answer = await ask({ ...sharedAsk, among_ids: among });
          return { ids: answer.member_ids.map(Number), activities: (answer.activity_us ?? []).map(Number) };
        })
      : { ids: [], activities: [] };
  // Those left out who stand before the page (the list is in last-activity order, then id, both
  // descending): the viewer's page starts that many members later.
  const first = { activity: window.activities[0] ?? 0, id: window.ids[0] ?? 0 };
  const before =
    shared.page > 1 && window.ids.length
      ? places.ids.filter((id, i) => {
          const activity = places.activities[i] ?? 0;
          return activity > first.activity || (activity === first.activity && id > first.id);
        }).length
      : 0;
  const ids = window.ids.filter((id) => !out.has(id)).slice(before, before + window.size);
  if (ids.length < window.size && window.full) return null;
  const total = Math.max(0, window.total - places.ids.length);
  const lastPage = window.size > 0 ? Math.max(1, Math.ceil(total / window.size)) : window.lastPage;
  return { members: [], member_ids: ids, page: window.page, last_page: lastPage, total } as unknown as A;
}

/** How far a search walks its kept pages' ends to find where a page starts. */
const WALK_MAX = 20;

/**
 * Where the nearest kept page before `shared.page` ended, following the kept pages from the first,
 * each kept under the end of the one before it; null when the first is not kept (or too far back).
 */
function pageEnds(lists: MemberLists, shared: SharedList) {
  if (shared.page <= 1 || shared.page > WALK_MAX) return null;
  let end: { after_page: number; after_activity_us: number; after_id: number } | null = null;
  for (let page = 1; page < shared.page; page++) {
    const from = end ? `:after:${end.after_page}:${end.after_activity_us}:${end.after_id}` : '';
    const kept = lists.peek(`${shared.key}:p${page}${from}`);
    const last = kept && kept.size > 0 && kept.ids.length >= kept.size ? kept.size - 1 : -1;
    if (!kept || last < 0) break;
    end = { after_page: page, after_activity_us: kept.activities[last] ?? 0, after_id: kept.ids[last]! };
  }
  return end;
}

/** The viewer's page asked for them alone, kept under their own key with the same drop rules. */
async function keptForViewer<A extends ListAnswer>(
  lists: MemberLists,
  shared: SharedList,
  viewerId: number,
  blocked: number[],
  ask: (how: ListAsk) => Promise<A>,
): Promise<A> {
  const key = `${shared.key}:p${shared.page}:viewer:${viewerId}:${blocked.join(',')}`;
  const window = await lists.window(key, kindOf(shared), async () =>
    windowOf(await ask({ ids_only: true, blocked_ids: blocked }), 0),
  );
  const paging = { page: window.page, last_page: window.lastPage, total: window.total };
  return { members: [], member_ids: window.ids, ...paging } as unknown as A;
}
