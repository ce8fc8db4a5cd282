import { z } from 'zod';
import { MESSAGE_MAX } from '@kindred/rules';

/** The authority that shows a mail's text from anyone (docs/product.md section 3). */
const READ_MAILS = 'Read_mails';
import { route, type RouteGroup } from '../route';
import { cursor, flag, id, idempotencyKey, requiredText } from '../fields';
import { Status } from '../envelope';

/** The recipient of a mail is named by username (the spec's `email` field). */
const sendMailInput = z.object({
  email: requiredText(40),
  content: requiredText(MESSAGE_MAX),
  idempotency_key: idempotencyKey(),
  /** The sender answered "Are you sure?" about the wording and sends anyway (docs/safety.md). */
  confirm: flag().optional(),
});

const translateInput = z.object({
  content: requiredText(2000),
  to: z.enum(['en', 'zh', 'cht'], { error: 'invalid' }),
  /** A retried call with the same key is charged once; the request id when the client sends none. */
  idempotency_key: z
    .string()
    .trim()
    .max(100, 'too_long')
    .regex(/^[\w:.-]*$/, 'invalid')
    .optional(),
});

export const messagingRoutes: RouteGroup = {
  service: 'messaging',
  routes: [
    route({
      path: '/member/email/emaillist',
      summary:
        'Own mail, newest first, 50 a page (`before_id` = eid of the oldest mail shown, `limit` up to 100), with the unread count of the whole mailbox; a vip-0 reader gets customer-service mail only in full; `caution` (payment, link, contact) marks a first mail to be careful with',
      access: 'member',
      input: z.object({
        before_id: cursor(),
        limit: z.coerce.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(100, 'invalid').optional(),
      }),
      async handle({ input, caller, ctx }) {
        const ask = () =>
          ctx.clients.messaging!.ListMail({ caller, before_id: input.before_id, limit: input.limit ?? 0 });
        if (input.before_id || input.limit) {
          const { mails, unread } = await ask();
          return { list: mails, unread };
        }
        // The first page, kept by the edge until messaging announces a change of the mailbox; asked
        // again when the reader's right to read mail changed since (a tier bought or lapsed).
        const kept = ctx.sessionFigures.mailboxes;
        const readsMail = caller.authorities.includes(READ_MAILS);
        const load = () => kept.load(caller.user_id, async () => ({ readsMail, page: await ask() }));
        let first = await load();
        if (first.readsMail !== readsMail) {
          kept.forget([caller.user_id]);
          first = await load();
        }
        return { list: first.page.mails, unread: first.page.unread };
      },
    }),
    route({
      path: '/member/email/released',
      summary:
        'Send a mail (1-50 characters) to a member by username; needs Start_mail_dialog except to customer service; -428 asks "Are you sure?" about the wording (send again with confirm=1); -429 first_message_limit: the sender\'s new contacts of the hour are used up (docs/safety.md)',
      access: 'member',
      input: sendMailInput,
      codes: {
        user_not_found: -1,
        recipient_not_found: -1,
        recipient_is_self: -2,
        chat_closed: -2,
        wording_check: Status.confirmRequired,
        first_message_limit: Status.rateLimited,
      },
      message: 'sent',
      async handle({ input, caller, ctx }) {
        const recipient = await ctx.clients.user.FindMemberByUsername({ username: input.email });
        const sent = await ctx.clients.messaging!.SendMail({
          caller,
          recipient_id: recipient.id,
          content: input.content,
          idempotency_key: input.idempotency_key ?? '',
          confirm: input.confirm === true,
        });
        // Messaging announces it to every edge; this one forgets at once.
        ctx.sessionFigures.mailboxes.forget([recipient.id]);
        return sent;
      },
    }),
    route({
      path: '/member/email/updatestatus',
      summary: 'Mark an own mail read (0 -> 1)',
      access: 'member',
      input: z.object({ id: id() }),
      async handle({ input, caller, ctx }) {
        await ctx.clients.messaging!.MarkMailRead({ caller, id: input.id });
        ctx.sessionFigures.mailboxes.forget([caller.user_id]);
        return null;
      },
    }),
    route({
      path: '/member/index/translate',
      summary: 'Translate text to en, zh or cht; 1 credit unless the level translates for free (-1 when short)',
      access: 'member',
      input: translateInput,
      codes: { insufficient_credits: -1 },
      rateLimit: { scope: 'translate', limit: () => 60, windowSeconds: 60 },
      async handle({ input, caller, ctx }) {
        return ctx.clients.messaging!.Translate({
          caller,
          content: input.content,
          to: input.to,
          idempotency_key: input.idempotency_key || ctx.requestId,
        });
      },
    }),
  ],
};
