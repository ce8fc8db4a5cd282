import { z } from 'zod';
import { route, type Route } from '../../route';
import { id, money, none, optionalText, requiredText } from '../../fields';
import { uploadedImage } from '../../images';
import { recordStaffAction } from '../../staffAudit';

const optionalId = () => z.coerce.number().int().min(0, 'invalid').default(0);
const sort = () => z.coerce.number().int().min(0, 'invalid').max(10_000, 'invalid').default(0);
const active = () => z.coerce.number().int().min(0, 'invalid').max(1, 'invalid').default(1);

/** Gift categories and gifts in three languages (docs/staff-api.md, "Catalogue and prices"). */
export const staffCatalogueRoutes: Route[] = [
  route({
    path: '/member/admin/catalogue/list',
    summary: 'Every gift category and gift, inactive ones included',
    access: 'admin',
    input: none(),
    async handle({ ctx }) {
      const { categories } = await ctx.clients.commerceStaff!.GetStaffCatalogue({});
      const lang = (list: string[]) => ({ en: list[0] ?? '', zh: list[1] ?? '', cht: list[2] ?? '' });
      return {
        categories: categories.map((c) => ({
          id: c.id,
          names: lang(c.names),
          sort: c.sort,
          gifts: c.gifts.map((g) => ({ ...g, titles: lang(g.titles), texts: lang(g.texts) })),
        })),
      };
    },
  }),
  route({
    path: '/member/admin/catalogue/category/save',
    summary: 'Create (no id) or change a gift category',
    access: 'admin',
    input: z.object({
      id: optionalId(),
      name_en: requiredText(40),
      name_zh: requiredText(40),
      name_cht: requiredText(40),
      sort: sort(),
    }),
    async handle({ input, caller, ctx }) {
      const saved = await ctx.clients.commerceStaff!.SaveGiftCategory({
        id: input.id,
        names: [input.name_en, input.name_zh, input.name_cht],
        sort: input.sort,
      });
      await recordStaffAction(ctx, caller, {
        action: 'catalogue.category',
        targetType: 'gift_category',
        targetId: saved.id,
        before: null,
        after: { names: saved.names, sort: saved.sort },
      });
      return { id: saved.id, names: { en: saved.names[0], zh: saved.names[1], cht: saved.names[2] }, sort: saved.sort };
    },
  }),
  route({
    path: '/member/admin/catalogue/gift/save',
    summary: 'Create (no id, picture required) or change a gift: names, texts, price, order, picture',
    access: 'admin',
    files: ['picture'],
    input: z.object({
      id: optionalId(),
      category_id: id(),
      title_en: requiredText(40),
      title_zh: requiredText(40),
      title_cht: requiredText(40),
      text_en: optionalText(200),
      text_zh: optionalText(200),
      text_cht: optionalText(200),
      price: money(),
      sort: sort(),
      active: active(),
    }),
    async handle({ input, caller, ctx }) {
      const picture = await uploadedImage(ctx, 'picture', input.id === 0);
      const before = input.id
        ? (await ctx.clients.commerceStaff!.GetStaffCatalogue({})).categories
            .flatMap((c) => c.gifts)
            .find((g) => g.id === input.id)
        : undefined;
      const saved = await ctx.clients.commerceStaff!.SaveGift({
        gift: {
          id: input.id,
          category_id: input.category_id,
          titles: [input.title_en, input.title_zh, input.title_cht],
          texts: [input.text_en, input.text_zh, input.text_cht],
          price: input.price,
          sort: input.sort,
          active: input.active === 1,
        },
        picture: picture ?? Buffer.alloc(0),
      });
      await recordStaffAction(ctx, caller, {
        action: 'catalogue.gift',
        targetType: 'gift',
        targetId: saved.id,
        before: before ?? null,
        after: saved,
      });
      return saved;
    },
  }),
];
