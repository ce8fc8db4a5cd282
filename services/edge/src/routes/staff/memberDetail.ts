import type { RouteContext } from '../../route';

/**
 * One member as the console's member page shows them: the account (user), then balance, ledger
 * and orders (commerce), reports and blocks (social). A service that is away leaves its part empty
 * rather than failing the page.
 */
export async function memberDetail(ctx: RouteContext, userId: number) {
  const profile = await ctx.clients.userStaff.GetAccount({ user_id: userId });
  const { commerceStaff, social, socialStaff } = ctx.clients;
  const [ledger, orders, blocks, made, received] = await Promise.allSettled([
    commerceStaff?.ListLedger({ user_id: userId, limit: 50 }),
    commerceStaff?.ListOrders({ user_id: userId, page: 1 }),
    social?.ListBlocks({ user_id: userId }),
    socialStaff?.ListMemberReports({ user_id: userId, role: 'reporter', limit: 50 }),
    socialStaff?.ListMemberReports({ user_id: userId, role: 'target', limit: 50 }),
  ]);
  const blockedIds = blocks.status === 'fulfilled' ? (blocks.value?.ids ?? []) : [];
  const blocked = blockedIds.length
    ? (await ctx.clients.userStaff.GetAccounts({ user_ids: blockedIds })).items.map((a) => ({
        id: a.id,
        username: a.username,
      }))
    : [];
  return {
    profile: {
      id: profile.id,
      username: profile.username,
      email: profile.email,
      sex: profile.sex,
      birthday: profile.birthday,
      age: profile.age,
      country: profile.country,
      avatar: profile.avatar,
      signature: profile.signature,
      status: profile.status,
      role: profile.role,
      vip: profile.vip,
      overduedate_1: profile.overduedate_1,
      overduedate_2: profile.overduedate_2,
      signup_ip: profile.signup_ip,
      create_time: profile.create_time,
      last_login_time: profile.last_login_time,
      rejection_reason: profile.rejection_reason,
    },
    balance: (ledger.status === 'fulfilled' && ledger.value?.balance) || '0.00',
    ledger: (ledger.status === 'fulfilled' && ledger.value?.entries) || [],
    orders: (orders.status === 'fulfilled' && orders.value?.items) || [],
    reports_made: (made.status === 'fulfilled' && made.value?.reports) || [],
    reports_received: (received.status === 'fulfilled' && received.value?.reports) || [],
    blocks: blocked,
  };
}
