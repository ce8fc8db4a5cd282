import { z } from 'zod';
import { route, type Route } from '../../route';
import { money, none } from '../../fields';
import { recordStaffAction } from '../../staffAudit';

const optionalId = () => z.coerce.number().int().min(0, 'invalid').default(0);
const sort = () => z.coerce.number().int().min(0, 'invalid').max(10_000, 'invalid').default(0);
const active = () => z.coerce.number().int().min(0, 'invalid').max(1, 'invalid').default(1);
const tier = () => z.coerce.number().int().min(1, 'invalid').max(2, 'invalid');

/** Recharge packages, upgrade tiers and their packages (docs/staff-api.md, "Catalogue and prices"). */
export const staffPackageRoutes: Route[] = [
  route({
    path: '/member/admin/packages/list',
    summary: 'Recharge packages and upgrade tiers with their packages, inactive ones included',
    access: 'admin',
    input: none(),
    handle: ({ ctx }) => ctx.clients.commerceStaff!.GetStaffPackages({}),
  }),
  route({
    path: '/member/admin/packages/recharge/save',
    summary: 'Create (no id) or change a recharge package',
    access: 'admin',
    input: z.object({ id: optionalId(), price: money(), sort: sort(), active: active() }),
    async handle({ input, caller, ctx }) {
      const saved = await ctx.clients.commerceStaff!.SaveRechargePackage({ ...input, active: input.active === 1 });
      await recordStaffAction(ctx, caller, {
        action: 'package.recharge',
        targetType: 'recharge_package',
        targetId: saved.id,
        after: saved,
      });
      return saved;
    },
  }),
  route({
    path: '/member/admin/packages/tier/save',
    summary: "Set an upgrade tier's base price per month",
    access: 'admin',
    input: z.object({ tier: tier(), base_price: money() }),
    async handle({ input, caller, ctx }) {
      const saved = await ctx.clients.commerceStaff!.SaveUpgradeTier({
        tier: input.tier,
        base_price: input.base_price,
      });
      await recordStaffAction(ctx, caller, {
        action: 'package.tier',
        targetType: 'tier',
        targetId: input.tier,
        after: { base_price: saved.base_price },
      });
      return saved;
    },
  }),
  route({
    path: '/member/admin/packages/upgrade/save',
    summary: 'Create (no id) or change an upgrade package (tier, months, price)',
    access: 'admin',
    input: z.object({
      id: optionalId(),
      tier: tier(),
      months: z.coerce.number().int().min(1, 'invalid').max(120, 'invalid'),
      price: money(),
      sort: sort(),
      active: active(),
    }),
    async handle({ input, caller, ctx }) {
      const saved = await ctx.clients.commerceStaff!.SaveUpgradePackage({ ...input, active: input.active === 1 });
      await recordStaffAction(ctx, caller, {
        action: 'package.upgrade',
        targetType: 'upgrade_package',
        targetId: saved.id,
        after: saved,
      });
      return saved;
    },
  }),
];
