import { z } from 'zod';
import {
  ABOUT_MAX,
  characterCount,
  CITY_MAX,
  COUNTRIES,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  interestList,
  INTERESTS_MAX,
  isInterestTag,
  isLanguageCode,
  LANGUAGES_MAX,
  LOOKING_FOR,
  SEARCH_AGE_MAX,
  SEARCH_AGE_MIN,
} from '@kindred/rules';
import type { ProfileFacts } from '@kindred/kit/generated/kindred/user/v1/ProfileFacts';
import { createHash } from 'node:crypto';
import { memberListPage } from '../memberListPages';
import { MEMBER_LISTS } from '../kept/hotReads';
import { discoverySearch } from '../kept/listFilters';
import { route, type RouteContext, type RouteGroup } from '../route';
import { flag, page, sex, text } from '../fields';

/** "a,b" (forms) or ["a","b"] (JSON) as a list of trimmed, non-empty parts. */
const commaList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : value;

/** An age bound of the search; absent or empty: no bound. */
const age = () =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'invalid' })
      .int('invalid')
      .min(SEARCH_AGE_MIN, 'out_of_range')
      .max(SEARCH_AGE_MAX, 'out_of_range')
      .optional(),
  );

/** A search's filters (docs/discovery.md): the search's and a saved search's. */
export const searchFilters = {
  sex: z.preprocess((v) => (v === '' ? undefined : v), sex().optional()),
  age_min: age(),
  age_max: age(),
  country: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(['', ...COUNTRIES], { error: 'invalid' }).default(''),
  ),
  city: text(CITY_MAX).default(''),
  online: flag().default(false),
  with_photo: flag().default(false),
  interests: z
    .preprocess(commaList, z.array(z.string().max(40, 'too_long')).max(INTERESTS_MAX, 'too_many'))
    .default([]),
};

/** An age range's order, as a refinement of an object holding `searchFilters`. */
export function agesInOrder<T extends z.ZodType<{ age_min?: number; age_max?: number }>>(schema: T) {
  return schema.refine((s) => s.age_min === undefined || s.age_max === undefined || s.age_min <= s.age_max, {
    path: ['age_max'],
    message: 'below_age_min',
  });
}

const searchInput = agesInOrder(z.object({ page: page(), ...searchFilters }));

/**
 * The profile facts the profile call takes (docs/member-settings.md): each one absent keeps its
 * value; an empty one clears it.
 */
export const profileFactsInput = {
  about: text(ABOUT_MAX * 4)
    .refine((v) => characterCount(v) <= ABOUT_MAX, 'too_long')
    .optional(),
  city: text(CITY_MAX * 4)
    .refine((v) => characterCount(v) <= CITY_MAX, 'too_long')
    .optional(),
  interests: z
    .preprocess(
      commaList,
      z
        .array(z.string())
        .max(INTERESTS_MAX, 'too_many')
        .refine((tags) => tags.every(isInterestTag), 'invalid'),
    )
    .transform((tags) => interestList(tags))
    .optional(),
  looking_for: z.enum(['', ...LOOKING_FOR], { error: 'invalid' }).optional(),
  height_cm: z
    .preprocess(
      (v) => (v === '' || v === null ? 0 : v),
      z.coerce
        .number({ error: 'invalid' })
        .int('invalid')
        .refine((cm) => cm === 0 || (cm >= HEIGHT_MIN_CM && cm <= HEIGHT_MAX_CM), 'out_of_range'),
    )
    .optional(),
  languages: z
    .preprocess(
      (v) => (typeof v === 'string' ? (commaList(v) as string[]).map((code) => code.toLowerCase()) : v),
      z
        .array(z.string())
        .max(LANGUAGES_MAX, 'too_many')
        .refine((codes) => codes.every(isLanguageCode), 'invalid'),
    )
    .optional(),
};

type FactsInput = { [K in keyof typeof profileFactsInput]?: z.infer<(typeof profileFactsInput)[K]> };

/** Saves the facts the call gave (none given: nothing is asked of the user service). */
export async function saveProfileFacts(ctx: RouteContext, userId: number, input: FactsInput): Promise<void> {
  const given = (Object.keys(profileFactsInput) as Array<keyof FactsInput>).filter((name) => input[name] !== undefined);
  if (given.length === 0) return;
  await ctx.clients.discovery.SaveProfileFacts({ user_id: userId, facts: input as Partial<ProfileFacts>, given });
}

/** A search's filters as one part of a kept page's key: the same search however its filters were written. */
function searchKey(filters: { city: string; interests: string[] } & Record<string, unknown>): string {
  const normal = { ...filters, city: filters.city.trim().toLowerCase(), interests: [...filters.interests].sort() };
  return createHash('sha1').update(JSON.stringify(normal)).digest('base64url');
}

/** Whom the caller follows (social's, the newest 200): suggestions leave them out; without social, nobody. */
async function followedBy(ctx: RouteContext, userId: number): Promise<number[]> {
  if (!ctx.clients.social) return [];
  const { ids } = await ctx.clients.social.ListLikes({ user_id: userId, which: 'i_like', limit: 200, page: 1 });
  return ids.map(Number);
}

export const discoveryRoutes: RouteGroup = {
  service: 'discovery',
  routes: [
    route({
      path: '/member/discover/suggested',
      summary:
        'Members suggested to me, best score first (shared interests, age, country and city, activity, photo; docs/discovery.md), 20 a page, 10 pages',
      access: 'member',
      input: z.object({ page: page().refine((p) => p <= 10, 'invalid') }),
      async handle({ input, caller, ctx }) {
        const followed = await followedBy(ctx, caller.user_id);
        const { answer, members } = await memberListPage(ctx, caller.user_id, ({ ids_only, blocked_ids }) =>
          ctx.clients.discovery.SuggestMembers({
            caller,
            page: input.page,
            ids_only,
            blocked_ids,
            excluded_ids: followed,
          }),
        );
        return { data: members, current_page: answer.page, last_page: answer.last_page, total: answer.total };
      },
    }),
    route({
      path: '/member/discover/search',
      summary:
        'Search members (20 a page, newest activity first): sex (default: the opposite), age_min/age_max, country, city, online, with_photo, interests (all of them)',
      access: 'member',
      authority: 'Search_users',
      input: searchInput,
      async handle({ input, caller, ctx }) {
        const filters = {
          sex: input.sex ?? -1,
          age_min: input.age_min ?? 0,
          age_max: input.age_max ?? 0,
          country: input.country,
          city: input.city,
          online: input.online,
          with_photo: input.with_photo,
          interests: interestList(input.interests),
        };
        const { answer, members } = await memberListPage(
          ctx,
          caller.user_id,
          (how) => ctx.clients.discovery.SearchMembers({ caller, page: input.page, ...filters, ...how }),
          {
            key: MEMBER_LISTS.kind('discover', caller, searchKey(filters)),
            order: 'activity',
            page: input.page,
            paged: true,
            keyset: true,
            mayHold: discoverySearch(filters, caller.sex, Date.now()),
            viewer: { sex: caller.sex, username: caller.username },
            topMs: ctx.config.MEMBER_SEARCH_TOP_MS,
            // Who is online moves with sockets, which announce nothing: kept briefly (ONLINE_LIST_MS).
            ...(filters.online ? { in: ctx.onlineLists } : {}),
          },
        );
        return {
          data: members,
          current_page: answer.page,
          last_page: answer.last_page,
          total: answer.total,
        };
      },
    }),
  ],
};
