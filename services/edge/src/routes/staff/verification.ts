import { Transform } from 'node:stream';
import { z } from 'zod';
import { status as GrpcStatus, type ServiceError } from '@grpc/grpc-js';
import { contextMetadata, fromGrpcError } from '@kindred/kit';
import type { ObjectChunk__Output as ObjectChunk } from '@kindred/kit/generated/kindred/media/v1/ObjectChunk';
import type { VerificationRequest__Output as VerificationRequest } from '@kindred/kit/generated/kindred/user/v1/VerificationRequest';
import { id, page, requiredText } from '../../fields';
import { firstChunk } from '../../media';
import { Delivered, route, type Caller, type Route, type RouteContext } from '../../route';
import { recordStaffAction, recordStaffRead } from '../../staffAudit';

/** The album photos others see of each member (what staff compare the selfie with, beside the avatar). */
async function albums(ctx: RouteContext, memberIds: number[]): Promise<Map<number, string[]>> {
  const answers = await Promise.all(
    memberIds.map(async (memberId) => {
      const { photos } = await ctx.clients.media!.ListPhotos({ user_id: memberId, viewer_id: 0 });
      return [memberId, photos.filter((p) => p.shown).map((p) => p.img)] as const;
    }),
  );
  return new Map(answers);
}

const requestAnswer = (r: VerificationRequest, photos: string[]) => ({
  id: r.id,
  member: { id: r.user_id, username: r.username },
  avatar: r.avatar,
  photos,
  pose: r.pose,
  submit_time: r.submit_time,
});

/** Decides the member's waiting request, removes its selfie at once and audits the decision. */
async function decide(ctx: RouteContext, caller: Caller, memberId: number, approve: boolean, reason: string) {
  const decided = await ctx.clients.verification.DecideVerification({
    user_id: memberId,
    staff_id: caller.user_id,
    approve,
    reason,
  });
  // Verification photos are kept only until decided (docs/privacy.md).
  if (decided.selfie_key) await ctx.clients.media!.DeleteSelfie({ key: decided.selfie_key });
  if (approve) {
    // The user service announces the change to every edge; this one shows the badge at once.
    ctx.memberCards.forget([memberId]);
    ctx.memberProfiles.forget([memberId]);
  }
  await recordStaffAction(ctx, caller, {
    action: approve ? 'verification.approved' : 'verification.refused',
    targetType: 'member',
    targetId: memberId,
    before: { state: 'pending', request: decided.id, pose: decided.pose },
    after: approve ? { state: 'approved' } : { state: 'refused', reason: decided.reason },
  });
}

/** Verified profiles, the staff side (docs/staff-api.md, "Verification"). */
export const staffVerificationRoutes: Route[] = [
  route({
    path: '/member/admin/verification/list',
    summary:
      "Verification requests waiting, oldest first, each with the member's approved avatar, photos and the pose asked",
    access: 'staff',
    input: z.object({ page: page() }),
    async handle({ input, ctx }) {
      const p = await ctx.clients.verification.ListPendingVerifications({ page: input.page });
      const photos = await albums(
        ctx,
        p.items.map((r) => r.user_id),
      );
      return {
        items: p.items.map((r) => requestAnswer(r, photos.get(r.user_id) ?? [])),
        page: p.page,
        last_page: p.last_page,
        total: p.total,
      };
    },
  }),
  route({
    path: '/member/admin/verification/selfie',
    summary: "The selfie of a member's waiting request, as an image (each staff read is audited)",
    access: 'staff',
    input: z.object({ member_id: id() }),
    codes: { verification_not_found: -404, object_not_found: -404 },
    async handle({ input, caller, ctx }) {
      const waiting = await ctx.clients.verification.GetPendingVerification({ user_id: input.member_id });
      await recordStaffRead(ctx, caller, {
        action: 'verification.selfie_viewed',
        targetType: 'member',
        targetId: input.member_id,
      });
      const stream = ctx.clients.media!.raw.OpenSelfie({ key: waiting.selfie_key }, contextMetadata());
      let head: ObjectChunk;
      try {
        head = await firstChunk(stream);
      } catch (err) {
        throw fromGrpcError(err);
      }
      const koa = ctx.koa;
      stream.on('error', (err: Partial<ServiceError>) => {
        if (err.code !== GrpcStatus.CANCELLED) ctx.logger.warn({ code: err.code }, 'selfie stream broke');
      });
      koa.set('Cache-Control', 'no-store');
      koa.status = 200;
      koa.type = head.content_type;
      koa.length = head.size;
      const body = new Transform({
        writableObjectMode: true,
        transform(chunk: ObjectChunk, _encoding, done) {
          done(null, chunk.data);
        },
      });
      stream.on('error', (err) => body.destroy(err));
      koa.res.on('close', () => stream.cancel());
      koa.body = stream.pipe(body);
      return new Delivered();
    },
  }),
  route({
    path: '/member/admin/verification/approve',
    summary: 'Approve a waiting verification: the member carries the badge from now on; the selfie is deleted',
    access: 'staff',
    input: z.object({ member_id: id() }),
    codes: { verification_not_found: -404 },
    async handle({ input, caller, ctx }) {
      await decide(ctx, caller, input.member_id, true, '');
      return null;
    },
  }),
  route({
    path: '/member/admin/verification/refuse',
    summary: 'Refuse a waiting verification with a reason the member reads; the selfie is deleted',
    access: 'staff',
    input: z.object({ member_id: id(), reason: requiredText(200) }),
    codes: { verification_not_found: -404 },
    async handle({ input, caller, ctx }) {
      await decide(ctx, caller, input.member_id, false, input.reason);
      return null;
    },
  }),
];
