import { z } from 'zod';
import { route, type RouteGroup } from '../route';
import { none } from '../fields';
import { CallerCache } from '../kept/callerCache';

/**
 * Web Push on the wire (docs/notifications.md): the browser asks for the application server's key,
 * subscribes with its push service, and hands the subscription here. The messaging service keeps it;
 * the notifier pushes to it while the member is away. A subscription belongs to the session that
 * made it and ends with it; only the browsers' push services are accepted (messaging checks the host).
 */
const base64url = (length: number) =>
  z
    .string({ error: 'required' })
    .length(length, 'invalid')
    .regex(/^[A-Za-z0-9_-]+$/, 'invalid');
const endpoint = () => z.string({ error: 'required' }).trim().min(1, 'required').max(1024, 'too_long').url('invalid');
const checkbox = () =>
  z.preprocess(
    (v) => (typeof v === 'boolean' || typeof v === 'number' ? String(v) : v),
    z
      .enum(['1', '0', 'true', 'false'], { error: 'invalid' })
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
  );

export const pushRoutes: RouteGroup = {
  service: 'push',
  routes: [
    route({
      path: '/member/push/key',
      summary: 'The VAPID public key a browser subscribes with (empty: Web Push is off on this site)',
      access: 'member',
      input: none(),
      async handle({ ctx }) {
        return { public_key: ctx.config.VAPID_PUBLIC_KEY ?? '' };
      },
    }),
    route({
      path: '/member/push/subscribe',
      summary: "Keep this browser's push subscription (endpoint, p256dh, auth; time_zone, previews, layout m or w)",
      access: 'member',
      input: z.object({
        endpoint: endpoint(),
        p256dh: base64url(87),
        auth: base64url(22),
        time_zone: z.string().trim().max(64, 'too_long').default(''),
        previews: checkbox(),
        layout: z.enum(['m', 'w'], { error: 'invalid' }).default('m'),
      }),
      async handle({ input, caller, ctx }) {
        await ctx.clients.push!.SavePushSubscription({
          user_id: caller.user_id,
          session_token_hash: CallerCache.hash(ctx.token ?? ''),
          ...input,
        });
        return null;
      },
    }),
    route({
      path: '/member/push/unsubscribe',
      summary: "Forget this browser's push subscription",
      access: 'member',
      input: z.object({ endpoint: endpoint() }),
      async handle({ input, caller, ctx }) {
        await ctx.clients.push!.RemovePushSubscription({ user_id: caller.user_id, endpoint: input.endpoint });
        return null;
      },
    }),
  ],
};
