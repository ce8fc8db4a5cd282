import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { route, type Route } from '../../route';
import { none } from '../../fields';

const DAYS = 30;

/** The last 30 UTC days, oldest first, as YYYY-MM-DD. */
function lastDays(now: number): string[] {
  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  return Array.from({ length: DAYS }, (_, i) =>
    new Date(today.getTime() - (DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The console's first screen (docs/staff-api.md, "Dashboard"): one call, four services. */
export const staffDashboardRoutes: Route[] = [
  route({
    path: '/member/admin/dashboard',
    summary: 'Pending reviews, open reports, unread customer-service chats; sign-ups and revenue per day (30 days)',
    access: 'staff',
    input: none(),
    async handle({ ctx }) {
      const days = lastDays(Date.now());
      const since = Math.floor(Date.parse(`${days[0]}T00:00:00Z`) / 1000);
      const [summary, reports, contacts, revenue] = await Promise.all([
        ctx.clients.userStaff.GetStaffSummary({}),
        ctx.clients.socialStaff?.CountOpenReports({}),
        ctx.clients.messaging?.ListContacts({ user_id: CUSTOMER_SERVICE_ID }),
        ctx.clients.commerceStaff?.GetRevenue({ since }),
      ]);
      const signups = new Map(summary.signups.map((d) => [d.date, d.count]));
      const income = new Map((revenue?.days ?? []).map((d) => [d.date, d.revenue]));
      return {
        pending_reviews: summary.pending_reviews,
        open_reports: reports?.count ?? 0,
        unread_cs_chats: (contacts?.contacts ?? []).filter((c) => c.count > 0).length,
        days: days.map((date) => ({ date, signups: signups.get(date) ?? 0, revenue: income.get(date) ?? '0.00' })),
      };
    },
  }),
];
