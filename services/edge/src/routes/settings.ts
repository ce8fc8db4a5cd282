import { z } from 'zod';
import type { MemberSettings__Output as MemberSettings } from '@kindred/kit/generated/kindred/user/v1/MemberSettings';
import type { NotificationTopics } from '@kindred/kit/generated/kindred/user/v1/NotificationTopics';
import { route, type RouteGroup } from '../route';
import { none } from '../fields';

/**
 * The member's settings pages on the wire (docs/member-settings.md): `general` and the notification
 * form's fields form1..form10 (topics, true = tell me) and form11 (delivery). Stored per member by
 * the user service so that they follow the member to another device.
 */
const TOPIC_OF_FORM = {
  form1: 'profile_comments',
  form2: 'status_comments',
  form3: 'status_likes',
  form4: 'wall_posts',
  form5: 'new_mail',
  form6: 'new_chat_message',
  form7: 'photo_comments',
  form8: 'video_comments',
  form9: 'credits_received',
  form10: 'gift_received',
} as const satisfies Record<string, keyof NotificationTopics>;
type FormField = keyof typeof TOPIC_OF_FORM;
const FORM_FIELDS = Object.keys(TOPIC_OF_FORM) as FormField[];

/** A checkbox as a form sends it: 1/0 or true/false. */
const flag = () =>
  z.preprocess(
    (v) => (typeof v === 'boolean' || typeof v === 'number' ? String(v) : v),
    z.enum(['1', '0', 'true', 'false'], { error: 'invalid' }).transform((v) => v === '1' || v === 'true'),
  );

const settingsInput = z.object({
  general: flag(),
  ...(Object.fromEntries(FORM_FIELDS.map((field) => [field, flag()])) as Record<FormField, ReturnType<typeof flag>>),
  form11: z.enum(['Immediately', 'Automatically', 'never'], { error: 'invalid' }),
});

function toWire(settings: MemberSettings) {
  const topics = settings.topics;
  return {
    general: settings.general,
    ...Object.fromEntries(FORM_FIELDS.map((field) => [field, topics ? topics[TOPIC_OF_FORM[field]] : true])),
    form11: settings.delivery,
  };
}

export const settingsRoutes: RouteGroup = {
  service: 'user',
  routes: [
    route({
      path: '/member/index/settings',
      summary: 'My settings pages: general, notification topics form1..form10, delivery form11',
      access: 'member',
      input: none(),
      async handle({ caller, ctx }) {
        return toWire(await ctx.clients.user.GetMemberSettings({ user_id: caller.user_id }));
      },
    }),
    route({
      path: '/member/index/savesettings',
      summary: 'Save my settings pages (every field; delivery Immediately, Automatically or never)',
      access: 'member',
      input: settingsInput,
      message: 'saved successfully',
      async handle({ input, caller, ctx }) {
        const topics = Object.fromEntries(FORM_FIELDS.map((field) => [TOPIC_OF_FORM[field], input[field]]));
        const saved = await ctx.clients.user.SaveMemberSettings({
          user_id: caller.user_id,
          settings: { general: input.general, topics: topics as NotificationTopics, delivery: input.form11 },
        });
        return toWire(saved);
      },
    }),
  ],
};
