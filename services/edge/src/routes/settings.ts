import { z } from 'zod';
import type { MemberSettings__Output as MemberSettings } from '@kindred/kit/generated/kindred/user/v1/MemberSettings';
import type { NotificationTopics } from '@kindred/kit/generated/kindred/user/v1/NotificationTopics';
import { route, type RouteGroup } from '../route';
import { flag, none } from '../fields';

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

const settingsInput = z.object({
  general: flag(),
  ...(Object.fromEntries(FORM_FIELDS.map((field) => [field, flag()])) as Record<FormField, ReturnType<typeof flag>>),
  form11: z.enum(['Immediately', 'Automatically', 'never'], { error: 'invalid' }),
  /** The privacy controls: each optional, one left out keeps its stored value. */
  hide_online: flag().optional(),
  chat_from: z.enum(['everyone', 'following', 'verified', 'nobody'], { error: 'invalid' }).optional(),
  hide_from_lists: flag().optional(),
  hide_from_visitors: flag().optional(),
  /** New members matching my saved searches (docs/discovery.md): optional, left out keeps its value. */
  form12: flag().optional(),
});

const PRIVACY_FIELDS = ['hide_online', 'chat_from', 'hide_from_lists', 'hide_from_visitors'] as const;

function toWire(settings: MemberSettings) {
  const topics = settings.topics;
  return {
    general: settings.general,
    ...Object.fromEntries(FORM_FIELDS.map((field) => [field, topics ? topics[TOPIC_OF_FORM[field]] : true])),
    form11: settings.delivery,
    form12: topics ? topics.saved_search_match : true,
    hide_online: settings.privacy?.hide_online ?? false,
    chat_from: settings.privacy?.chat_from || 'everyone',
    hide_from_lists: settings.privacy?.hide_from_lists ?? false,
    hide_from_visitors: settings.privacy?.hide_from_visitors ?? false,
  };
}

export const settingsRoutes: RouteGroup = {
  service: 'user',
  routes: [
    route({
      path: '/member/index/settings',
      summary:
        'My settings pages: general, notification topics form1..form10 and form12 (saved searches), delivery form11, privacy (hide_online, chat_from, hide_from_lists, hide_from_visitors)',
      access: 'member',
      input: none(),
      async handle({ caller, ctx }) {
        return toWire(await ctx.clients.user.GetMemberSettings({ user_id: caller.user_id }));
      },
    }),
    route({
      path: '/member/index/savesettings',
      summary:
        'Save my settings pages (every notification field; delivery Immediately, Automatically or never; privacy fields optional, chat_from everyone, following, verified or nobody)',
      access: 'member',
      input: settingsInput,
      message: 'saved successfully',
      async handle({ input, caller, ctx }) {
        const topics = Object.fromEntries(FORM_FIELDS.map((field) => [TOPIC_OF_FORM[field], input[field]]));
        // The user service stores the privacy controls as one set: fields left out keep their value.
        const stored =
          PRIVACY_FIELDS.some((field) => input[field] !== undefined) || input.form12 === undefined
            ? await ctx.clients.user.GetMemberSettings({ user_id: caller.user_id })
            : null;
        const privacy = PRIVACY_FIELDS.some((field) => input[field] !== undefined) ? stored!.privacy : null;
        topics.saved_search_match = input.form12 ?? stored?.topics?.saved_search_match ?? true;
        const saved = await ctx.clients.user.SaveMemberSettings({
          user_id: caller.user_id,
          settings: {
            general: input.general,
            topics: topics as NotificationTopics,
            delivery: input.form11,
            ...(privacy
              ? {
                  privacy: {
                    hide_online: input.hide_online ?? privacy.hide_online,
                    chat_from: input.chat_from ?? (privacy.chat_from || 'everyone'),
                    hide_from_lists: input.hide_from_lists ?? privacy.hide_from_lists,
                    hide_from_visitors: input.hide_from_visitors ?? privacy.hide_from_visitors,
                  },
                }
              : {}),
          },
        });
        return toWire(saved);
      },
    }),
  ],
};
