import type { Member__Output as Member } from '@kindred/kit/generated/kindred/common/v1/Member';
import { NotAllowedError, UnavailableError } from '@kindred/kit';
import type { RouteContext } from './route';

/**
 * Fills what the user service cannot know about members: is_like and likecount (social) and
 * backphotos (media). What the edge keeps (memberFigures.ts) is not asked again; the rest is asked in
 * one batched call per service for the whole list, so a page of members and a viewer seen before
 * costs no call here.
 */
export async function enrichMembers(ctx: RouteContext, viewerId: number, members: Member[]): Promise<Member[]> {
  if (members.length === 0) return members;
  const fill = await listFigures(
    ctx,
    viewerId,
    members.map((m) => m.id),
  );
  return members.map(fill);
}

/**
 * The figures `enrichMembers` adds, asked for by id (so that a list can ask for them while it reads
 * its cards); answers a function that fills one member.
 */
export async function listFigures(
  ctx: RouteContext,
  viewerId: number,
  memberIds: number[],
): Promise<(member: Member) => Member> {
  const kept = ctx.memberFigures;
  const ticket = kept.ticket();
  const ids = [...new Set(memberIds)];
  const likecounts = new Map<number, number>();
  const photos = new Map<number, string[]>();
  for (const id of ids) {
    const count = kept.likecount(id);
    if (count !== undefined) likecounts.set(id, count);
    const backphotos = kept.backPhotos(id);
    if (backphotos) photos.set(id, backphotos);
  }
  let followed = kept.followedBy(viewerId);
  // A viewer not kept yet (or following too many to keep): every figure is asked, with whom they
  // follow for their next pages.
  const askFollow = followed ? ids.filter((id) => !likecounts.has(id)) : ids;
  const askPhotos = ids.filter((id) => !photos.has(id));
  const [stats, asked] = await Promise.all([
    askFollow.length
      ? ctx.clients.social?.GetFollowStats({
          viewer_id: viewerId,
          ids: askFollow,
          with_followed: followed === undefined && kept.enabled,
        })
      : undefined,
    askPhotos.length ? ctx.clients.media?.ListBackPhotos({ user_ids: askPhotos }) : undefined,
  ]);
  const isLike = new Map<number, number>();
  if (stats) {
    for (const s of stats.stats) {
      likecounts.set(Number(s.id), s.likecount);
      isLike.set(Number(s.id), s.is_like);
    }
    kept.keepLikecounts(new Map(stats.stats.map((s) => [Number(s.id), s.likecount])), ticket);
    if (stats.followed_complete) {
      const ids = stats.followed_ids.map(Number);
      kept.keepFollowed(viewerId, ids, ticket);
      followed ??= new Set(ids);
    } else if (followed === undefined) kept.keepFollowed(viewerId, null, ticket);
  }
  if (asked) {
    const answered = new Map<number, string[]>(askPhotos.map((id) => [id, []]));
    for (const photo of asked.photos) answered.get(Number(photo.user_id))?.push(photo.img);
    kept.keepBackPhotos(answered, ticket);
    for (const [id, list] of answered) photos.set(id, list);
  }
  return (m) => ({
    ...m,
    is_like: isLike.get(m.id) ?? (followed?.has(m.id) ? 1 : 0),
    likecount: likecounts.get(m.id) ?? 0,
    backphotos: photos.get(m.id) ?? [],
  });
}

/**
 * The social and media figures of the member a profile shows (`userdetail`) and the blocked-pair rule
 * (policy/blocking.ts), for a profile seen before from what the edge keeps (memberFigures.ts), with no
 * call. Otherwise one social call answers the figures and the pair (and whom a viewer not kept yet
 * follows), beside media's for background photos not kept. Answers a function that fills the member;
 * throws for a blocked pair.
 */
export async function profileExtras(
  ctx: RouteContext,
  viewerId: number,
  id: number,
): Promise<(member: Member) => Member> {
  const kept = ctx.memberFigures;
  const ticket = kept.ticket();
  const followed = kept.followedBy(viewerId);
  let likecount = kept.likecount(id);
  let isLike = followed ? Number(followed.has(id)) : undefined;
  let blocked = id === viewerId ? false : kept.blocked(viewerId, id);
  let backphotos = kept.backPhotos(id);
  const askSocial = likecount === undefined || isLike === undefined || blocked === undefined;
  const [stats, photos] = await Promise.all([
    askSocial
      ? ctx.clients.social?.GetFollowStats({
          viewer_id: viewerId,
          ids: [id],
          with_blocked: true,
          with_followed: followed === undefined && kept.enabled,
        })
      : undefined,
    backphotos ? undefined : ctx.clients.media?.ListBackPhotos({ user_ids: [id] }),
  ]);
  if (stats) {
    const stat = stats.stats.find((s) => Number(s.id) === id);
    likecount = stat?.likecount;
    isLike = stat?.is_like;
    blocked = stats.blocked_ids.length > 0;
    if (stat) kept.keepLikecounts(new Map([[id, stat.likecount]]), ticket);
    if (id !== viewerId) kept.keepBlocked(viewerId, id, blocked, ticket);
    if (stats.followed_complete) kept.keepFollowed(viewerId, stats.followed_ids.map(Number), ticket);
    else if (followed === undefined) kept.keepFollowed(viewerId, null, ticket);
  }
  // Fails closed: a pair nobody could check (no social service) is "try again", never shown.
  if (blocked === undefined) throw new UnavailableError('unavailable');
  if (blocked) throw new NotAllowedError('blocked');
  if (photos) {
    backphotos = photos.photos.filter((photo) => Number(photo.user_id) === id).map((photo) => photo.img);
    kept.keepBackPhotos(new Map([[id, backphotos]]), ticket);
  }
  return (m) => ({ ...m, is_like: isLike ?? 0, likecount: likecount ?? 0, backphotos: backphotos ?? [] });
}
