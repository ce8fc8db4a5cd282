import { z } from 'zod';
import type { PictureReview__Output as PictureReview } from '@kindred/kit/generated/kindred/media/v1/PictureReview';
import { route, type Route, type RouteContext } from '../../route';
import { id, page, requiredText } from '../../fields';
import { recordStaffAction } from '../../staffAudit';

/** The members a page names (each picture's owner and the accounts sharing its picture). */
async function usernames(ctx: RouteContext, reviews: PictureReview[]): Promise<Map<number, string>> {
  const ids = [...new Set(reviews.flatMap((r) => [r.user_id, ...r.shared_with]))];
  const accounts = ids.length ? (await ctx.clients.userStaff.GetAccounts({ user_ids: ids })).items : [];
  return new Map(accounts.map((a) => [a.id, a.username]));
}

const reviewAnswer = (r: PictureReview, names: Map<number, string>) => ({
  id: r.id,
  kind: r.kind,
  img: r.img,
  state: r.state,
  reason: r.reason,
  create_time: r.create_time,
  decide_time: r.decide_time,
  member: { id: r.user_id, username: names.get(r.user_id) ?? '' },
  // The same picture (perceptual hash) on other accounts: flagged for staff.
  shared_with: r.shared_with.map((userId) => ({ id: userId, username: names.get(userId) ?? '' })),
});

/** Photo review: avatars and album photos wait here before others see them (docs/staff-api.md). */
export const staffPhotoRoutes: Route[] = [
  route({
    path: '/member/admin/photos/list',
    summary: 'Avatars and album photos waiting for review, oldest first, each with the accounts sharing its picture',
    access: 'staff',
    input: z.object({ page: page() }),
    async handle({ input, ctx }) {
      const p = await ctx.clients.media!.ListPictureReviews({ page: input.page });
      const names = await usernames(ctx, p.items);
      return {
        items: p.items.map((r) => reviewAnswer(r, names)),
        page: p.page,
        last_page: p.last_page,
        total: p.total,
      };
    },
  }),
  route({
    path: '/member/admin/photos/approve',
    summary: 'Approve a picture waiting for review: others see it from now on',
    access: 'staff',
    input: z.object({ id: id() }),
    codes: { review_not_found: -404 },
    async handle({ input, caller, ctx }) {
      const decided = await ctx.clients.media!.DecidePictureReview({
        id: input.id,
        staff_id: caller.user_id,
        approve: true,
        reason: '',
      });
      await recordStaffAction(ctx, caller, {
        action: 'photo.approve',
        targetType: 'picture',
        targetId: decided.id,
        before: { state: 'pending', member: decided.user_id, kind: decided.kind },
        after: { state: 'approved' },
      });
      return null;
    },
  }),
  route({
    path: '/member/admin/photos/reject',
    summary: 'Reject a picture waiting for review with a reason its member reads; it leaves the album or avatar',
    access: 'staff',
    input: z.object({ id: id(), reason: requiredText(200) }),
    codes: { review_not_found: -404 },
    async handle({ input, caller, ctx }) {
      const decided = await ctx.clients.media!.DecidePictureReview({
        id: input.id,
        staff_id: caller.user_id,
        approve: false,
        reason: input.reason,
      });
      await recordStaffAction(ctx, caller, {
        action: 'photo.reject',
        targetType: 'picture',
        targetId: decided.id,
        before: { state: 'pending', member: decided.user_id, kind: decided.kind },
        after: { state: 'rejected', reason: decided.reason },
      });
      return null;
    },
  }),
];
