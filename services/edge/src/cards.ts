import { onlineFlags } from '@kindred/kit';
import type { Member__Output as Member } from '@kindred/kit/generated/kindred/common/v1/Member';
import type { Cards, ShownProfile } from './kept/memberCards';
import type { RouteContext } from './route';

/**
 * The cards of members asked by id, as the user service answers them to no viewer, with whom lists
 * show and who hides their online status: two calls at once, then one more for the few that lists do
 * not show: a newsfeed names those who hide from lists, but no one others may not reach now (pending
 * deletion, suspended, erased: their posts leave the newsfeed, docs/privacy.md "Who sees whom").
 */
async function fetchCards(ctx: RouteContext, ids: number[]): Promise<Cards> {
  const [{ members }, privacy] = await Promise.all([
    ctx.clients.user.GetMembers({ ids, listing: true, viewer_id: 0 }),
    ctx.clients.user.GetPrivacy({ ids }),
  ]);
  const hidesOnline = new Set(privacy.members.filter((p) => p.hide_online).map((p) => Number(p.id)));
  const card = (member: Member, listed: boolean) => ({ member, listed, hidesOnline: hidesOnline.has(member.id) });
  const cards: Cards = new Map(members.map((member) => [member.id, card(member, true)]));
  const unlisted = ids.filter((id) => !cards.has(id));
  if (unlisted.length) {
    for (const member of (await ctx.clients.user.GetMembers({ ids: unlisted, reachable: true })).members) {
      cards.set(member.id, card(member, false));
    }
  }
  return cards;
}

/** Members of a list shown to the viewer, in the order of `ids`, without those hiding from lists. */
export async function listedMembers(ctx: RouteContext, viewerId: number, ids: number[]): Promise<Member[]> {
  // The viewer's own card shows them their own online status: asked for, never kept.
  if (!ctx.memberCards.enabled || ids.includes(viewerId)) {
    const { members } = await ctx.clients.user.GetMembers({ ids, listing: true, viewer_id: viewerId });
    const byId = new Map(members.map((m) => [m.id, m]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
  const cards = await ctx.memberCards.load(ids, (missing) => fetchCards(ctx, missing));
  const shown = ids.flatMap((id) => {
    const card = cards.get(id);
    return card?.listed ? [card] : [];
  });
  const online = await onlineFlags(
    ctx.redis,
    shown.map((card) => card.member.id),
  );
  return shown.map((card, i) => ({ ...card.member, is_online: card.hidesOnline ? 0 : (online[i] ?? 0) }));
}

/** The newsfeed's authors by id, listed or not, if others may reach them (their online status is not shown). */
export async function authorsById(ctx: RouteContext, ids: number[]): Promise<Map<number, Member>> {
  if (!ctx.memberCards.enabled) {
    const { members } = await ctx.clients.user.GetMembers({ ids, reachable: true });
    return new Map(members.map((m) => [m.id, m]));
  }
  const cards = await ctx.memberCards.load(ids, (missing) => fetchCards(ctx, missing));
  const authors = new Map<number, Member>();
  for (const [id, card] of cards) if (card) authors.set(id, card.member);
  return authors;
}

/**
 * A member's profile as `userdetail` shows it, with what they say of themself: kept while the member
 * is active (a suspension, a deletion or any change of it, their facts included, is announced); asked
 * for again when not kept. The viewer's own profile shows them their e-mail and status: asked for,
 * never kept.
 */
export async function profile(
  ctx: RouteContext,
  viewerId: number,
  id: number,
): Promise<{ member: Member; facts: ShownProfile['facts'] }> {
  const ask = async (): Promise<ShownProfile> => {
    const [member, privacy, facts] = await Promise.all([
      ctx.clients.user.GetMember({ viewer_id: viewerId, id }),
      ctx.clients.user.GetPrivacy({ ids: [id] }),
      ctx.clients.discovery.GetProfileFacts({ id }),
    ]);
    return { member, hidesOnline: privacy.members.some((p) => p.hide_online), facts };
  };
  if (!ctx.memberProfiles.enabled || id === viewerId) {
    const [member, facts] = await Promise.all([
      ctx.clients.user.GetMember({ viewer_id: viewerId, id }),
      ctx.clients.discovery.GetProfileFacts({ id }),
    ]);
    return { member, facts };
  }
  const fetch = async (): Promise<Cards<ShownProfile>> => new Map([[id, await ask()]]);
  const [profiles, [online]] = await Promise.all([ctx.memberProfiles.load([id], fetch), onlineFlags(ctx.redis, [id])]);
  const kept = profiles.get(id)!;
  return { member: { ...kept.member, is_online: kept.hidesOnline ? 0 : (online ?? 0) }, facts: kept.facts };
}
