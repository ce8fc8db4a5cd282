import { startStack, type Stack } from './stack';

/** Reports grouped by member and their handling through the staff API. */
describe('staff report handling', () => {
  let stack: Stack;
  let staff: string;
  const members: Record<string, { id: number; token: string }> = {};

  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
    for (const name of ['alice', 'bob', 'carol', 'dave']) {
      const answer = await stack.post('/member/index/register', {
        username: name,
        email: `${name}@example.com`,
        password: 'Passw0rd!',
        sex: name === 'bob' ? 1 : 0,
        birthday: Date.UTC(1991, 5, 5),
      });
      if (answer.status !== 200) throw new Error(`register ${name}: ${answer.status} ${answer.msg}`);
      members[name] = { id: answer.data.id, token: answer.data.token };
    }
    staff = await stack.login('service', 'Service-Passw0rd');
    const report = (from: string, to: string, type: number) =>
      stack.post('/member/reports/reports', { userid: members[to]!.id, type }, { token: members[from]!.token });
    await report('alice', 'bob', 2);
    await report('carol', 'bob', 1);
    await report('alice', 'dave', 3);
  });
  afterAll(() => stack.stop());

  it('groups open reports by reported member with counts per type and the reporters', async () => {
    const list = await stack.post('/member/admin/reports/list', {}, { token: staff });
    expect(list.status).toBe(200);
    const bob = list.data.items.find((g: { member: { id: number } }) => g.member.id === members.bob!.id);
    expect(bob).toMatchObject({
      member: { username: 'bob', status: 1 },
      count: 2,
      types: { '1': 1, '2': 1, '3': 0 },
    });
    expect(bob.reporters.map((r: { username: string }) => r.username).sort()).toEqual(['alice', 'carol']);
    const detail = await stack.post('/member/admin/reports/member', { userid: members.bob!.id }, { token: staff });
    expect(detail.data.member.username).toBe('bob');
    expect(detail.data.reports).toHaveLength(2);
  });

  it('warns: the member gets a notice, each reporter a report result, and the group closes', async () => {
    const answer = await stack.post(
      '/member/admin/reports/resolve',
      { userid: members.bob!.id, action: 'warn', note: 'Please be polite.' },
      { token: staff },
    );
    expect(answer).toMatchObject({ status: 200, data: { resolved: 2 } });
    const bobNotices = await stack.post('/member/index/senotice', {}, { token: members.bob!.token });
    expect(bobNotices.data).toEqual([expect.objectContaining({ type: 'system', content: 'Please be polite.' })]);
    for (const reporter of ['alice', 'carol']) {
      const notices = await stack.post('/member/index/senotice', {}, { token: members[reporter]!.token });
      expect(notices.data).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'report' })]));
    }
    const list = await stack.post('/member/admin/reports/list', {}, { token: staff });
    expect(list.data.items.map((g: { member: { id: number } }) => g.member.id)).toEqual([members.dave!.id]);
    const audit = await stack.sql(`SELECT target_id FROM user_svc.staff_actions WHERE action = 'report.warn'`);
    expect(audit).toEqual([{ target_id: String(members.bob!.id) }]);
  });

  it('suspends through a report: the member is signed out and the reports close', async () => {
    const answer = await stack.post(
      '/member/admin/reports/resolve',
      { userid: members.dave!.id, action: 'suspend' },
      { token: staff },
    );
    expect(answer.data.resolved).toBe(1);
    expect((await stack.post('/member/index/userinfo', {}, { token: members.dave!.token })).status).toBe(-401);
    const list = await stack.post('/member/admin/reports/list', {}, { token: staff });
    expect(list.data.total).toBe(0);
    const detail = await stack.post('/member/admin/members/detail', { userid: members.alice!.id }, { token: staff });
    expect(detail.data.reports_made.map((r: { status: string }) => r.status).sort()).toEqual(['suspended', 'warned']);
  });
});
