import { z } from 'zod';
import { InputError } from '@kindred/kit';
import { GIFT_NUMBER_MAX, MESSAGE_MAX, ORDER_TYPE, PAY_TYPES } from '@kindred/rules';
import { refuseUnreachable } from '../policy/reaching';
import { KEPT_GIFTS_MAX } from '../kept/sessionFigures';
import { HOT } from '../kept/hotReads';
import { route, type RouteGroup } from '../route';
import { flag, id, idempotencyKey, none, optionalText, requiredText } from '../fields';
import { Status } from '../envelope';

/** A field a JSON client may send as a number or a string ("800.00", 12); missing is ''. */
const loose = (max: number) =>
  z
    .union([z.string(), z.number()], { error: 'invalid' })
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))
    .pipe(z.string().max(max, 'too_long'));

const count = (min: number, max: number) =>
  z.coerce.number({ error: 'invalid' }).int('invalid').min(min, 'invalid').max(max, 'invalid');

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** member/Pay/pay: the fields of docs/product.md section 7; the rules per pay type are the domain's. */
const payInput = z.object({
  user_id: count(0, Number.MAX_SAFE_INTEGER).optional(),
  gainer_id: count(0, Number.MAX_SAFE_INTEGER).default(0),
  pay_type: count(0, Math.max(...PAY_TYPES)),
  income: loose(20),
  order_type: count(ORDER_TYPE.recharge, ORDER_TYPE.upgrade),
  packege_id: count(0, Number.MAX_SAFE_INTEGER).default(0),
  card_fullName: loose(60),
  card_lastName: loose(60),
  card_email: loose(100),
  card_fullPhone: loose(30),
  guid: requiredText(36).refine((v) => GUID.test(v), 'invalid'),
  card_number: loose(30),
  exp_year: loose(4),
  exp_month: loose(2),
  exp_date: loose(7),
  cvv: loose(4),
  card_country: loose(2),
  card_state: loose(60),
  card_city: loose(60),
  card_address: loose(120),
  card_ZipCode: loose(12),
});

const giftInput = z.object({
  username: requiredText(40),
  message: optionalText(MESSAGE_MAX),
  number: count(1, GIFT_NUMBER_MAX).default(1),
  giftid: id(),
  idempotency_key: idempotencyKey(),
  /** The giver answered "Are you sure?" about the message's wording and sends anyway (docs/safety.md). */
  confirm: flag().optional(),
});

export const commerceRoutes: RouteGroup = {
  service: 'commerce',
  routes: [
    route({
      path: '/member/shop/gift',
      summary: 'Gift catalogue: categories (classifye/c/f) with their gifts in three languages',
      access: 'member',
      input: none(),
      async handle({ ctx }) {
        const { categories } = await ctx.hot.get(HOT.gifts, () => ctx.clients.commerce!.ListGiftCatalogue({}));
        return categories;
      },
    }),
    route({
      path: '/member/shop/received_gift',
      summary: 'Gifts the caller received, newest first (cid, gid, path, givername)',
      access: 'member',
      input: none(),
      async handle({ caller, ctx }) {
        const kept = ctx.sessionFigures.receivedGifts;
        const gifts = await kept.load(
          caller.user_id,
          async () => (await ctx.clients.commerce!.ListReceivedGifts({ user_id: caller.user_id })).gifts,
        );
        if (gifts.length > KEPT_GIFTS_MAX) kept.forget([caller.user_id]);
        return gifts;
      },
    }),
    route({
      path: '/member/shop/detail',
      summary: 'One gift of the catalogue',
      access: 'member',
      input: z.object({ id: id() }),
      async handle({ input, ctx }) {
        return ctx.hot.get(HOT.gift(input.id), () => ctx.clients.commerce!.GetGift({ id: input.id }));
      },
    }),
    route({
      path: '/member/gift/gift_giving',
      summary:
        'Send a gift (debits the giver); -1 unknown recipient, -2 recipient not reachable (blocked, or a message to one who lets nobody start a conversation); -428 asks "Are you sure?" about the message (send again with confirm=1)',
      access: 'member',
      input: giftInput,
      codes: {
        user_not_found: -1,
        recipient_invalid: -2,
        blocked: -2,
        chat_closed: -2,
        wording_check: Status.confirmRequired,
      },
      message: 'sent',
      async handle({ input, caller, ctx }) {
        const recipient = await ctx.clients.user.FindMemberByUsername({ username: input.username });
        // Commerce refuses a gift to oneself (recipient_invalid); whom the giver may reach is messaging's.
        await refuseUnreachable(ctx, caller.user_id, recipient.id, input.message !== '');
        const sent = await ctx.clients.commerce!.GiveGift({
          caller,
          recipient_id: recipient.id,
          giftid: input.giftid,
          number: input.number,
          message: input.message,
          idempotency_key: input.idempotency_key ?? '',
          confirm: input.confirm === true,
        });
        ctx.sessionFigures.balances.forget([caller.user_id]);
        ctx.sessionFigures.receivedGifts.forget([recipient.id]);
        return { id: sent.id, amount: sent.amount };
      },
    }),
    route({
      path: '/member/recharge/package',
      summary: 'Top-up packages (id, amounts)',
      access: 'member',
      input: none(),
      async handle({ ctx }) {
        const { packages } = await ctx.hot.get(HOT.recharge, () => ctx.clients.commerce!.ListRechargePackages({}));
        return packages;
      },
    }),
    route({
      path: '/member/upgrade/package',
      summary: 'Membership tiers vip1 and vip2: base price and packages (id, duration months, amounts, monthly, save)',
      access: 'member',
      input: none(),
      async handle({ ctx }) {
        return ctx.hot.get(HOT.upgrade, () => ctx.clients.commerce!.ListUpgradePackages({}));
      },
    }),
    route({
      path: '/member/pay/generateuuid',
      summary: 'A payment session: data.guid (makes pay idempotent) and data.url (the provider script)',
      access: 'member',
      input: none(),
      async handle({ caller, ctx }) {
        return ctx.clients.commerce!.CreatePaymentSession({ user_id: caller.user_id });
      },
    }),
    route({
      path: '/member/pay/pay',
      summary: 'Pay for a recharge (order_type 1) or an upgrade (2); data.type ok | jump | iframe, data.content',
      access: 'member',
      input: payInput,
      codes: { insufficient_balance: -1, payment_declined: -2 },
      async handle({ input, caller, ctx }) {
        if (input.user_id !== undefined && input.user_id !== 0 && input.user_id !== caller.user_id) {
          throw new InputError({ user_id: 'invalid' });
        }
        const { user_id: _userId, ...fields } = input;
        const answer = await ctx.clients.commerce!.Pay({ ...fields, caller });
        // Commerce announces the moved balance to every edge; this one forgets it at once (read your writes).
        ctx.sessionFigures.balances.forget([caller.user_id]);
        return { type: answer.type, content: answer.content, order_id: answer.order_id, state: answer.state };
      },
    }),
    route({
      path: '/member/pay/order',
      summary: 'One of the caller’s orders (state created | pending | paid | failed | expired)',
      access: 'member',
      input: z.object({ order_id: requiredText(64) }),
      async handle({ input, caller, ctx }) {
        return ctx.clients.commerce!.GetOrder({ caller, order_id: input.order_id });
      },
    }),
  ],
};
