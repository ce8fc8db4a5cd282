import { newMember, serviceClients, type ServiceClients, type TestMember } from './memberDataFixture';
import { startStack, type Stack } from './stack';

interface MyReport {
  id: number;
  member: { id: number; username: string; avatar: string; deleted: number };
  types: number[];
  outcome: string;
  create_time: number;
  decide_time: number;
  evidence: number;
}

/**
 * The safety centre's "My reports" (docs/safety.md, "Safety centre"): a member's own reports, newest
 * first, with the member reported (a deleted member once gone for others) and the outcome as the
 * reporter may know it: open, action taken or no action, never which action.
 */
describe('my reports', () => {
  let stack: Stack;
  let clients: ServiceClients;
  let staff: string;

  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
    clients = serviceClients(stack, stack.addresses.messaging);
    staff = await stack.login('service', 'Service-Passw0rd');
  });
  afterAll(async () => {
    for (const client of Object.values(clients)) client.close();
    await stack.stop();
  }, 120_000);

  const member = (prefix: string) => newMember(stack, clients, prefix);
  const mine = (who: TestMember, body: Record<string, unknown> = {}) =>
    stack.post('/member/reports/mine', body, { token: who.token });
  const report = (from: TestMember, to: TestMember, type: number) =>
    stack.post('/member/reports/reports', { userid: to.id, type }, { token: from.token });
  const resolve = (target: TestMember, action: string) =>
    stack.post('/member/admin/reports/resolve', { userid: target.id, action }, { token: staff });

  it('validates the page and needs a member', async () => {
    const who = await member('val');
    expect(await stack.post('/member/reports/mine', {})).toMatchObject({ status: -401 });
    for (const page of [0, -1, 10_001]) {
      expect(await mine(who, { page })).toMatchObject({ status: -422, data: { errors: { page: 'invalid' } } });
    }
    for (const page of ['x', 1.5]) {
      expect(await mine(who, { page })).toMatchObject({ status: -422, data: { errors: { page: expect.any(String) } } });
    }
    expect(await mine(who)).toMatchObject({ status: 200, data: { data: [], current_page: 1, last_page: 1, total: 0 } });
  });

  it("lists the member's reports newest first, with the outcome staff decided and never the action", async () => {
    const [reporter, rude, spammer, bystander] = [
      await member('rpt'),
      await member('rud'),
      await member('spm'),
      await member('bys'),
    ];
    expect(await report(reporter, rude, 2)).toMatchObject({ status: 200 });
    expect(await report(reporter, spammer, 1)).toMatchObject({ status: 200 });
    // A repeat within 24 hours merges into the open report.
    expect(await report(reporter, rude, 3)).toMatchObject({ status: 200, data: { merged: true } });
    expect(await report(bystander, rude, 2)).toMatchObject({ status: 200 });

    const open = await mine(reporter);
    expect(open).toMatchObject({ status: 200, data: { current_page: 1, last_page: 1, total: 2 } });
    const items = open.data.data as MyReport[];
    expect(items.map((r) => [r.member.username, r.types, r.outcome, r.decide_time])).toEqual([
      [spammer.username, [1], 'open', 0],
      [rude.username, [2, 3], 'open', 0],
    ]);
    expect(items[1]).toMatchObject({ member: { id: rude.id, deleted: 0 }, evidence: 0 });
    expect(items[1]!.create_time).toBeGreaterThan(0);

    expect(await resolve(rude, 'suspend')).toMatchObject({ status: 200 });
    expect(await resolve(spammer, 'dismiss')).toMatchObject({ status: 200 });
    const decided = (await mine(reporter)).data.data as MyReport[];
    expect(decided.map((r) => [r.member.id, r.outcome])).toEqual([
      [spammer.id, 'no_action'],
      [rude.id, 'action_taken'],
    ]);
    // A suspended member keeps their card: the list does not tell a suspension from a warning.
    expect(decided[1]!.member).toMatchObject({ username: rude.username, deleted: 0 });
    expect(decided[1]!.decide_time).toBeGreaterThanOrEqual(decided[1]!.create_time);
    expect(JSON.stringify(decided)).not.toMatch(/suspend|warn|dismiss/);

    // Only one's own reports.
    const theirs = (await mine(bystander)).data.data as MyReport[];
    expect(theirs.map((r) => [r.member.id, r.outcome])).toEqual([[rude.id, 'action_taken']]);
  });

  it('names a member who asked for deletion a deleted member', async () => {
    const [reporter, leaving] = [await member('rpd'), await member('lvg')];
    expect(await report(reporter, leaving, 3)).toMatchObject({ status: 200 });
    expect(await stack.post('/member/data/delete', { password: 'Passw0rd!' }, { token: leaving.token })).toMatchObject({
      status: 200,
    });
    const [item] = (await mine(reporter)).data.data as MyReport[];
    expect(item).toMatchObject({ member: { id: leaving.id, username: '', avatar: '', deleted: 1 }, outcome: 'open' });
    expect(JSON.stringify(item)).not.toContain(leaving.username);
  });

  it('pages 20 at a time', async () => {
    const reporter = await member('pgr');
    const targets = await Promise.all(Array.from({ length: 21 }, (_, i) => member(`t${i}`)));
    for (const target of targets) expect(await report(reporter, target, 1)).toMatchObject({ status: 200 });
    const first = await mine(reporter);
    expect(first.data).toMatchObject({ current_page: 1, last_page: 2, total: 21 });
    expect(first.data.data).toHaveLength(20);
    const second = await mine(reporter, { page: 2 });
    expect((second.data.data as MyReport[]).map((r) => r.member.id)).toEqual([targets[0]!.id]);
  });
});
