import { z } from 'zod';
import { VERIFICATION_POSES } from '@kindred/rules';
import type { VerificationState__Output as VerificationState } from '@kindred/kit/generated/kindred/user/v1/VerificationState';
import { none } from '../fields';
import { IMAGE_CALL, uploadedImage } from '../images';
import { route, type RouteGroup } from '../route';

const stateAnswer = (s: VerificationState) => ({
  state: s.state,
  reason: s.reason,
  submit_time: s.submit_time,
  decide_time: s.decide_time,
});

/** Refusals a member may meet on the way, each with its own status. */
const codes = { already_verified: -409, verification_pending: -409 };

/**
 * Verified profiles, the member's side (docs/safety.md, "Verified profiles"): ask for a pose, send
 * the selfie in it, read where the request stands. The selfie is a private object of media: no
 * `/media` link ever names it, and it is removed once staff decide.
 */
export const verificationRoutes: RouteGroup = {
  service: 'media',
  routes: [
    route({
      path: '/member/verification/start',
      summary:
        'Ask to be verified: data.pose (a pose chosen at random; the app names it) and data.expire_time (15 minutes); needs an approved profile photo (-422 errors.avatar)',
      access: 'member',
      input: none(),
      codes,
      async handle({ caller, ctx }) {
        const asked = await ctx.clients.verification.StartVerification({ user_id: caller.user_id });
        return { pose: asked.pose, expire_time: asked.expire_time };
      },
    }),
    route({
      path: '/member/verification/submit',
      summary:
        'Send the selfie (file: gif, jpg or png, at most 10240 KB) in the pose asked: the request waits for staff (data.state pending)',
      access: 'member',
      input: z.object({ pose: z.enum(VERIFICATION_POSES, { error: 'invalid' }) }),
      files: ['file'],
      codes,
      async handle({ input, caller, ctx }) {
        const content = await uploadedImage(ctx, 'file', true);
        const { key } = await ctx.clients.media!.StoreSelfie({ user_id: caller.user_id, content }, IMAGE_CALL);
        try {
          const state = await ctx.clients.verification.SubmitVerification({
            user_id: caller.user_id,
            pose: input.pose,
            selfie_key: key,
          });
          return stateAnswer(state);
        } catch (err) {
          // A selfie no request holds is not kept.
          await ctx.clients.media!.DeleteSelfie({ key }).catch(() => undefined);
          throw err;
        }
      },
    }),
    route({
      path: '/member/verification/status',
      summary: 'Where my verification stands: state none, pending, verified or refused (reason: what staff said)',
      access: 'member',
      input: none(),
      async handle({ caller, ctx }) {
        return stateAnswer(await ctx.clients.verification.GetVerificationState({ user_id: caller.user_id }));
      },
    }),
  ],
};
