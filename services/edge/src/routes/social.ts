import { z } from 'zod';
import { InputError, NotAllowedError } from '@kindred/kit';
import { isReportType, POST_MAX } from '@kindred/rules';
import type { Member__Output as Member } from '@kindred/kit/generated/kindred/common/v1/Member';
import type { Trend__Output as Trend } from '@kindred/kit/generated/kindred/social/v1/Trend';
import { enrichMembers } from '../enrich';
import { authorsById, listedMembers } from '../cards';
import { cursor, id, none, optionalText, page } from '../fields';
import { Answer, route, type Caller, type RouteContext, type RouteGroup } from '../route';
import type { FeedAsk } from '../kept/newsfeedPages';
import { Status } from '../envelope';
import { myReportsRoute } from './myReports';

/**
 * Tells messaging of a block or report made (the risk signals, docs/safety.md): the member's call
 * succeeded already, so a failure here is logged and never answered to them.
 */
async function noteComplaint(ctx: RouteContext, memberId: number, kind: 'blocked' | 'reported', by: number) {
  await ctx.clients.messaging
    ?.NoteComplaint({ member_id: memberId, kind, by })
    .catch((err: Error) => ctx.logger.warn({ err: err.message, kind }, 'complaint not noted for the risk signals'));
}

/** What the newsfeed shows of an author. */
function author(member: Member) {
  return {
    id: member.id,
    username: member.username,
    avatar: member.avatar,
    vip: member.vip,
    sex: member.sex,
    birthday: member.birthday,
  };
}

/** Newsfeed items of docs/product.md section 3: the item plus its author (authors kept, else one call). */
async function feedItems(ctx: RouteContext, trends: Trend[]) {
  if (trends.length === 0) return [];
  const byId = await authorsById(ctx, [...new Set(trends.map((t) => t.mid))]);
  return trends.flatMap((t) => {
    const member = byId.get(t.mid);
    if (!member) return [];
    const { id: _id, ...shown } = author(member);
    return [
      {
        id: t.id,
        mid: t.mid,
        mine: t.mine,
        type: t.type,
        content: t.content,
        img: t.img,
        ...shown,
        user: author(member),
        create_time: t.create_time,
      },
    ];
  });
}

/**
 * The ids of a page of the member's follow lists or blocks: kept by the edge (memberFigures.ts) until
 * social announces a follow or block of the member, else social's own call.
 */
async function listPage(ctx: RouteContext, memberId: number, list: string, ask: () => Promise<{ ids: number[] }>) {
  const kept = ctx.memberFigures;
  const ids = kept.listPage(memberId, list);
  if (ids) return ids;
  const ticket = kept.ticket();
  const answered = (await ask()).ids.map(Number);
  kept.keepListPage(memberId, list, answered, ticket);
  return answered;
}

/** Member-list items of the given ids, in that order. */
async function memberItems(ctx: RouteContext, viewerId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return enrichMembers(ctx, viewerId, await listedMembers(ctx, viewerId, ids));
}

const POST_PICTURE = /^\/media\/posts\/\d+\/[0-9a-f-]{36}\.(jpg|png|gif)$/;

/** Members a follow-list page (the spec's clients read the first page; `page` scrolls on). */
const FOLLOWS_PER_PAGE = 50;

const likeList = (which: 'i_like' | 'love_me' | 'mutual_like', summary: string) =>
  route({
    path: `/member/like/${which}`,
    summary: `${summary}, ${FOLLOWS_PER_PAGE} a page (optional \`page\`, 1 by default)`,
    access: 'member',
    input: z.object({ page: page() }),
    async handle({ input, caller, ctx }) {
      const ids = await listPage(ctx, caller.user_id, `${which}:${input.page}`, () =>
        ctx.clients.social!.ListLikes({ user_id: caller.user_id, which, limit: FOLLOWS_PER_PAGE, page: input.page }),
      );
      return memberItems(ctx, caller.user_id, ids);
    },
  });

/** A newsfeed page as social answers it to the caller: kept by the edge (newsfeedPages.ts), else asked. */
function trendPage(ctx: RouteContext, caller: Caller, ask: FeedAsk) {
  return ctx.newsfeedPages.get(caller.user_id, ask, () =>
    ctx.clients.social!.ListTrends({
      caller,
      scope: ask.scope,
      author_id: ask.authorId,
      page: ask.page,
      before_id: ask.beforeId,
    }),
  );
}

/** A paged feed: `{ data, current_page, last_page, total }`. */
function feedPage(path: string, scope: 'all' | 'mine', summary: string) {
  return route({
    path,
    summary,
    access: 'member',
    input: z.object({ page: page(), before_id: cursor() }),
    async handle({ input, caller, ctx }) {
      const result = await trendPage(ctx, caller, { scope, authorId: 0, page: input.page, beforeId: input.before_id });
      return {
        data: await feedItems(ctx, result.trends),
        current_page: result.page,
        last_page: result.last_page,
        total: result.total,
      };
    },
  });
}

export const socialRoutes: RouteGroup = {
  service: 'social',
  routes: [
    route({
      path: '/member/like/like',
      summary: 'Follow or unfollow a member (toggles); data.is_like 1 followed, 0 cancelled',
      access: 'member',
      input: z.object({ target_id: id() }),
      codes: { user_not_found: -1 },
      async handle({ input, caller, ctx }) {
        const result = await ctx.clients.social!.ToggleLike({ user_id: caller.user_id, target_id: input.target_id });
        // Social announces it to every edge; this one forgets at once, so the member's next page shows it.
        ctx.memberFigures.forgetFollows([[caller.user_id, input.target_id]]);
        return new Answer({ status: Status.ok, msg: result.is_like ? 'followed' : 'follow cancelled', data: result });
      },
    }),
    likeList('i_like', 'Members I follow, newest first'),
    likeList('love_me', 'Members who follow me, newest first'),
    likeList('mutual_like', 'Members who follow me and whom I follow'),
    feedPage('/member/trend/trend', 'all', "Everyone's newsfeed, newest first, 20 a page"),
    feedPage('/member/trend/my_trend', 'mine', 'My newsfeed items, newest first, 20 a page'),
    route({
      path: '/member/trend/his_trend',
      summary: "A member's newsfeed items (data is the list), 20 a page; refused for a blocked pair",
      access: 'member',
      authority: 'View_profiles',
      input: z.object({ userid: id(), page: page(), before_id: cursor() }),
      async handle({ input, caller, ctx }) {
        const result = await trendPage(ctx, caller, {
          scope: 'member',
          authorId: input.userid,
          page: input.page,
          beforeId: input.before_id,
        });
        return feedItems(ctx, result.trends);
      },
    }),
    route({
      path: '/member/trend/released',
      summary: 'Post to the newsfeed: text and/or a picture url from /member/index/uploads (needs Upload_photo)',
      access: 'member',
      authority: 'Allows_newsfeed_to_be_sent',
      input: z
        .object({
          content: optionalText(POST_MAX),
          img: optionalText(300).refine((v) => v === '' || POST_PICTURE.test(v), 'invalid'),
        })
        .refine((v) => v.content !== '' || v.img !== '', { message: 'required', path: ['content'] }),
      message: 'sent',
      async handle({ input, caller, ctx }) {
        if (input.img && !caller.authorities.includes('Upload_photo')) {
          throw new NotAllowedError('no_permission', { authority: 'Upload_photo', upgrade: caller.vip < 2 });
        }
        const trend = await ctx.clients.social!.PostTrend({ caller, content: input.content, img: input.img });
        ctx.sessionFigures.newsfeedCounts.forget([caller.user_id]);
        ctx.newsfeedPages.forgetAuthors([caller.user_id]);
        const [item] = await feedItems(ctx, [trend]);
        return item ?? null;
      },
    }),
    route({
      path: '/member/trend/del',
      summary: "Delete one of my newsfeed items (anyone else's: -403, nothing deleted)",
      access: 'member',
      input: z.object({ id: id() }),
      message: 'deleted',
      async handle({ input, caller, ctx }) {
        await ctx.clients.social!.DeleteTrend({ user_id: caller.user_id, id: input.id });
        ctx.sessionFigures.newsfeedCounts.forget([caller.user_id]);
        ctx.newsfeedPages.forgetAuthors([caller.user_id]);
        return null;
      },
    }),
    route({
      path: '/member/reports/reports',
      summary:
        'Report a member (type 1 ads, 2 offensive, 3 illegal); repeats within 24 h merge. With `kind` (chat | mail) and `message_id` (mid | eid), a message the member received from them goes with the report as evidence',
      access: 'member',
      input: z
        .object({
          type: z.coerce.number({ error: 'invalid' }).refine(isReportType, 'invalid'),
          userid: id(),
          kind: z.enum(['chat', 'mail'], { error: 'invalid' }).optional(),
          message_id: id().optional(),
        })
        .refine((v) => (v.kind === undefined) === (v.message_id === undefined), {
          path: ['message_id'],
          message: 'required',
        }),
      codes: { user_not_found: -1, message_not_found: -404 },
      message: 'report.received',
      async handle({ input, caller, ctx }) {
        // The evidence is read from messaging as the reporter (their own received message), never taken
        // from the request: a member attaches what they received, nothing else (docs/safety.md).
        const received =
          input.kind && input.message_id
            ? await ctx.clients.messaging!.GetReceivedMessage({ caller, kind: input.kind, id: input.message_id })
            : undefined;
        if (received && received.sender_id !== input.userid) throw new InputError({ message_id: 'not_from_member' });
        const result = await ctx.clients.social!.Report({
          reporter_id: caller.user_id,
          target_id: input.userid,
          type: input.type,
          evidence: received && {
            kind: received.kind,
            message_id: received.id,
            content: received.content,
            sent_at: received.create_time,
            flagged: received.flagged,
          },
        });
        await noteComplaint(ctx, input.userid, 'reported', caller.user_id);
        return { merged: result.merged };
      },
    }),
    myReportsRoute,
    route({
      path: '/member/block/block',
      summary: 'Block a member: no follow, profile, photos, posts, chat, mail or gifts either way',
      access: 'member',
      input: z.object({ target_id: id() }),
      codes: { user_not_found: -1 },
      message: 'blocked',
      async handle({ input, caller, ctx }) {
        await ctx.clients.social!.Block({ user_id: caller.user_id, target_id: input.target_id });
        await noteComplaint(ctx, input.target_id, 'blocked', caller.user_id);
        ctx.memberFigures.forgetFollows([
          [caller.user_id, input.target_id],
          [input.target_id, caller.user_id],
        ]);
        ctx.newsfeedPages.forgetPairs([[caller.user_id, input.target_id]]);
        return null;
      },
    }),
    route({
      path: '/member/block/unblock',
      summary: 'Unblock a member',
      access: 'member',
      input: z.object({ target_id: id() }),
      message: 'unblocked',
      async handle({ input, caller, ctx }) {
        await ctx.clients.social!.Unblock({ user_id: caller.user_id, target_id: input.target_id });
        ctx.memberFigures.forgetFollows([
          [caller.user_id, input.target_id],
          [input.target_id, caller.user_id],
        ]);
        ctx.newsfeedPages.forgetPairs([[caller.user_id, input.target_id]]);
        return null;
      },
    }),
    route({
      path: '/member/block/list',
      summary: 'Members I blocked, newest first',
      access: 'member',
      input: none(),
      async handle({ caller, ctx }) {
        const ids = await listPage(ctx, caller.user_id, 'blocks', () =>
          ctx.clients.social!.ListBlocks({ user_id: caller.user_id }),
        );
        // A blocked pair learns nothing of the other's presence (docs/privacy.md, "Presence and reaching").
        const members = await memberItems(ctx, caller.user_id, ids);
        return members.map((m) => ({ ...m, is_online: 0, last_login_time: 0 }));
      },
    }),
  ],
};
