import { z } from 'zod';
import type { MyReport__Output as MyReport } from '@kindred/kit/generated/kindred/social/v1/MyReport';
import { page } from '../fields';
import { route, type RouteContext } from '../route';

/** How the safety centre names the member reported: their card, or a deleted member. */
interface ReportedMember {
  id: number;
  username: string;
  avatar: string;
  /** 1: erased or in their deletion grace period (gone for everyone else: docs/privacy.md). */
  deleted: 0 | 1;
}

/**
 * The reported members' cards. A member gone for others (erased, or asking for deletion) is a deleted
 * member; a suspended one keeps their card, so the list never tells how staff acted.
 */
async function reportedMembers(ctx: RouteContext, ids: number[]): Promise<Map<number, ReportedMember>> {
  if (ids.length === 0) return new Map();
  const [{ members }, privacy] = await Promise.all([
    ctx.clients.user.GetMembers({ ids }),
    ctx.clients.user.GetPrivacy({ ids }),
  ]);
  const gone = new Set(privacy.members.filter((p) => p.erased || p.deletion_pending).map((p) => Number(p.id)));
  const cards = new Map<number, ReportedMember>();
  for (const member of members) {
    if (!gone.has(member.id))
      cards.set(member.id, { id: member.id, username: member.username, avatar: member.avatar, deleted: 0 });
  }
  return cards;
}

const deletedMember = (id: number): ReportedMember => ({ id, username: '', avatar: '', deleted: 1 });

const item = (report: MyReport, member: ReportedMember) => ({
  id: report.id,
  member,
  types: report.types,
  outcome: report.outcome,
  create_time: report.create_time,
  decide_time: report.decide_time,
  evidence: report.evidence,
});

/** The member's own reports and their outcomes, for the safety centre (docs/safety.md, "Safety centre"). */
export const myReportsRoute = route({
  path: '/member/reports/mine',
  summary:
    'My reports, newest first, 20 a page: the member reported, the types, when, and the outcome (open | action_taken | no_action)',
  access: 'member',
  input: z.object({ page: page() }),
  async handle({ input, caller, ctx }) {
    const answer = await ctx.clients.social!.ListMyReports({ reporter_id: caller.user_id, page: input.page });
    const cards = await reportedMembers(ctx, [...new Set(answer.reports.map((r) => r.target_id))]);
    return {
      data: answer.reports.map((r) => item(r, cards.get(r.target_id) ?? deletedMember(r.target_id))),
      current_page: answer.page,
      last_page: answer.last_page,
      total: answer.total,
    };
  },
});
