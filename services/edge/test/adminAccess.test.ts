import { startStack, type Stack } from './stack';

/** Every staff call refuses a missing token (-401) and a member's token (-403); admin calls refuse staff. */
describe('staff API access', () => {
  let stack: Stack;
  let memberToken: string;
  let staffToken: string;
  let adminPaths: string[];
  let staffOnlyPaths: string[];
  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
    await stack.post('/member/index/register', {
      username: 'plainmember',
      email: 'plainmember@example.com',
      password: 'Passw0rd!',
      sex: 1,
      birthday: Date.UTC(1990, 1, 1),
    });
    memberToken = await stack.login('plainmember');
    staffToken = await stack.login('service', 'Service-Passw0rd');
    const openapi = (await (await fetch(`${stack.url}/openapi.json`)).json()) as {
      paths: Record<string, { post: { 'x-kindred-access': string } }>;
    };
    const entries = Object.entries(openapi.paths).filter(([path]) => path.startsWith('/member/admin/'));
    adminPaths = entries.filter(([, op]) => op.post['x-kindred-access'] === 'admin').map(([path]) => path);
    staffOnlyPaths = entries.map(([path]) => path);
  });
  afterAll(() => stack.stop());

  it('lists the staff API in /openapi.json, each call marked staff or admin', () => {
    expect(staffOnlyPaths.length).toBeGreaterThanOrEqual(15);
    expect(adminPaths).toEqual(expect.arrayContaining(['/member/admin/authorities/save', '/member/admin/audit/list']));
  });

  it('answers -401 without a token on every staff call', async () => {
    for (const path of staffOnlyPaths) {
      const answer = await stack.post(path, { userid: 3 });
      expect({ path, status: answer.status }).toEqual({ path, status: -401 });
    }
  });

  it("answers -403 to a member's token on every staff call and changes nothing", async () => {
    const before = await stack.sql('SELECT status FROM user_svc.accounts ORDER BY id');
    for (const path of staffOnlyPaths) {
      const answer = await stack.post(
        path,
        { userid: 3, approve: 1, reason: 'x', vip: 0, authorities: '' },
        { token: memberToken },
      );
      expect({ path, status: answer.status, msg: answer.msg }).toEqual({ path, status: -403, msg: 'error.staff_only' });
    }
    expect(await stack.sql('SELECT status FROM user_svc.accounts ORDER BY id')).toEqual(before);
  });

  it("answers -403 admin_only to a staff member's token on every admin call", async () => {
    for (const path of adminPaths) {
      const answer = await stack.post(path, {}, { token: staffToken });
      expect({ path, msg: answer.msg }).toEqual({ path, msg: 'error.admin_only' });
    }
  });

  it('gives staff sessions 12 hours', async () => {
    const rows = await stack.sql<{ hours: string }>(
      `SELECT extract(epoch FROM s.expires_at - s.created_at) / 3600 AS hours FROM user_svc.sessions s
       JOIN user_svc.accounts a ON a.id = s.user_id WHERE a.username = 'service'`,
    );
    expect(Math.round(Number(rows[0]!.hours))).toBe(12);
    const member = await stack.sql<{ days: string }>(
      `SELECT extract(epoch FROM s.expires_at - s.created_at) / 86400 AS days FROM user_svc.sessions s
       JOIN user_svc.accounts a ON a.id = s.user_id WHERE a.username = 'plainmember'`,
    );
    expect(Math.round(Number(member[0]!.days))).toBe(30);
  });
});
