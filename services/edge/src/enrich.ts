import type { Member__Output as Member } from '@kindred/kit/generated/kindred/common/v1/Member';
import type { RouteContext } from './route';

/**
 * Fills what the user service cannot know about members: is_like and likecount (social) and
 * backphotos (media), one batched call per service for the whole list.
 */
export async function enrichMembers(ctx: RouteContext, viewerId: number, members: Member[]): Promise<Member[]> {
  if (members.length === 0) return members;
  const ids = members.map((m) => m.id);
  const [stats, photos] = await Promise.all([
    ctx.clients.social?.GetFollowStats({ viewer_id: viewerId, ids }),
    ctx.clients.media?.ListBackPhotos({ user_ids: ids }),
  ]);
  const statsById = new Map((stats?.stats ?? []).map((s) => [Number(s.id), s]));
  const photosById = new Map<number, string[]>();
  for (const photo of photos?.photos ?? []) {
    const list = photosById.get(Number(photo.user_id)) ?? [];
    list.push(photo.img);
    photosById.set(Number(photo.user_id), list);
  }
  return members.map((m) => ({
    ...m,
    is_like: statsById.get(m.id)?.is_like ?? 0,
    likecount: statsById.get(m.id)?.likecount ?? 0,
    backphotos: photosById.get(m.id) ?? [],
  }));
}
