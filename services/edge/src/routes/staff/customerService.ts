import { z } from 'zod';
import type { Caller } from '../../route';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { route, type Route } from '../../route';
import { id, none, requiredText } from '../../fields';
import { enrichMembers } from '../../enrich';
import { recordStaffAction, recordStaffRead } from '../../staffAudit';

/** The customer-service account as messaging sees a caller: it reads and answers every mail. */
const serviceCaller = (staff: Caller): Caller => ({
  ...staff,
  user_id: CUSTOMER_SERVICE_ID,
  username: 'service',
  vip: 2,
  status: 1,
  role: 'staff',
  authorities: ['Read_mails', 'Start_mail_dialog', 'Continue_mail_dialog'],
  totp_pending: false,
});

/** The customer-service inbox of id 2 (docs/staff-api.md, "Customer service"). */
export const staffCustomerServiceRoutes: Route[] = [
  route({
    path: '/member/admin/cs/chats',
    summary: 'Chats with the customer-service account, newest first, with unread counts',
    access: 'staff',
    input: none(),
    async handle({ caller, ctx }) {
      await recordStaffRead(ctx, caller, {
        action: 'cs.chats_viewed',
        targetType: 'inbox',
        targetId: CUSTOMER_SERVICE_ID,
      });
      const { contacts } = await ctx.clients.messaging!.ListContacts({ user_id: CUSTOMER_SERVICE_ID });
      const sorted = [...contacts].sort((a, b) => b.create_time - a.create_time);
      const ids = sorted.map((c) => c.uid);
      const { members } = await ctx.clients.user.GetMembers({ ids, with_erased: true });
      const enriched = await enrichMembers(ctx, caller.user_id, members);
      const byId = new Map(enriched.map((m) => [Number(m.id), m]));
      return {
        items: sorted.map((c) => ({
          contact: byId.get(c.uid) ?? { id: c.uid },
          unread: c.count,
          last_message: c.content,
          last_type: c.type,
          last_time: c.create_time,
        })),
        unread_total: sorted.reduce((n, c) => n + c.count, 0),
      };
    },
  }),
  route({
    path: '/member/admin/cs/history',
    summary: 'A customer-service chat, 20 a page, oldest first, with the staff member of each reply',
    access: 'staff',
    input: z.object({ contact: id(), create_time: z.coerce.number().int().min(0, 'invalid').default(0) }),
    async handle({ input, caller, ctx }) {
      await recordStaffRead(ctx, caller, { action: 'cs.chat_viewed', targetType: 'member', targetId: input.contact });
      const page = await ctx.clients.messaging!.ListHistory({
        user_id: CUSTOMER_SERVICE_ID,
        contact: input.contact,
        before_create_time: input.create_time,
        before_mid: 0,
      });
      await ctx.clients.messaging!.MarkChatRead({ user_id: CUSTOMER_SERVICE_ID, contact: input.contact });
      const replies = await ctx.clients.messagingStaff!.ListServiceReplies({
        message_ids: page.messages.filter((m) => m.sender_id === CUSTOMER_SERVICE_ID).map((m) => m.mid),
      });
      const staffOf = new Map(replies.replies.map((r) => [r.message_id, r.staff_id]));
      const staffIds = [...new Set(staffOf.values())];
      const names = staffIds.length ? (await ctx.clients.userStaff.GetAccounts({ user_ids: staffIds })).items : [];
      const nameOf = new Map(names.map((a) => [a.id, a.username]));
      return {
        items: page.messages.map((m) => ({
          id: m.mid,
          sender_id: m.sender_id,
          recipient_id: m.reciver_id,
          type: m.type,
          msg: m.content,
          img: m.img,
          create_time: m.create_time,
          staff_id: staffOf.get(m.mid) ?? 0,
          staff_username: nameOf.get(staffOf.get(m.mid) ?? 0) ?? '',
        })),
        more: page.more,
      };
    },
  }),
  route({
    path: '/member/admin/cs/mails',
    summary: 'Mails to the customer-service account, newest first',
    access: 'staff',
    input: none(),
    async handle({ caller, ctx }) {
      await recordStaffRead(ctx, caller, {
        action: 'cs.mails_viewed',
        targetType: 'inbox',
        targetId: CUSTOMER_SERVICE_ID,
      });
      const { mails, unread } = await ctx.clients.messaging!.ListMail({ caller: serviceCaller(caller) });
      return { items: mails, unread };
    },
  }),
  route({
    path: '/member/admin/cs/mail/reply',
    summary: 'Send a mail (1-50 characters) from the customer-service account to a member',
    access: 'staff',
    input: z.object({ to: id(), content: requiredText(50) }),
    async handle({ input, caller, ctx }) {
      const mail = await ctx.clients.messaging!.SendMail({
        caller: serviceCaller(caller),
        recipient_id: input.to,
        content: input.content,
      });
      await recordStaffAction(ctx, caller, {
        action: 'cs.mail',
        targetType: 'member',
        targetId: input.to,
        // That a mail was sent, never what it said (docs/staff-api.md, "Audit log").
        after: { mail_id: mail.eid, length: input.content.length },
      });
      return { id: mail.eid };
    },
  }),
];
