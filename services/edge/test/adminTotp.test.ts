import { authenticator } from 'otplib';
import { startStack, type Stack } from './stack';

/** Staff two-factor: optional per account, then required for all with STAFF_2FA=required. */
describe('staff two-factor (TOTP)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
  });
  afterAll(() => stack.stop());

  it('enrols, confirms, then sign-in needs the code; disable turns it off', async () => {
    const token = await stack.login('service', 'Service-Passw0rd');
    expect((await stack.post('/member/admin/me', {}, { token })).data).toEqual({
      id: 2,
      username: 'service',
      role: 'staff',
      totp_enabled: false,
      totp_required: false,
    });
    const enrol = await stack.post('/member/admin/totp/enrol', {}, { token });
    expect(enrol.data.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    const secret = enrol.data.secret as string;
    // A code is good once: each use here takes a later 30-second step (one either side is accepted).
    const codeAt = (steps: number) => authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);
    expect((await stack.post('/member/admin/totp/confirm', { code: '000000' }, { token })).status).toBe(-6);
    const confirmed = await stack.post('/member/admin/totp/confirm', { code: codeAt(-1) }, { token });
    expect(confirmed.data).toEqual({ totp_enabled: true });

    const login = (totp?: string) =>
      stack.post('/member/index/login', {
        account: 'service',
        password: 'Service-Passw0rd',
        ...(totp ? { totp } : {}),
      });
    expect(await login()).toMatchObject({ status: -5, msg: 'error.totp_required' });
    expect(await login('123456')).toMatchObject({ status: -6, msg: 'error.totp_invalid' });
    const code = codeAt(0);
    const signed = await login(code);
    expect(signed.status).toBe(200);
    // Seen over a shoulder or in a log, the same code (or an older one) signs in nobody.
    expect(await login(code)).toMatchObject({ status: -6, msg: 'error.totp_invalid' });
    expect(await login(codeAt(-1))).toMatchObject({ status: -6, msg: 'error.totp_invalid' });

    const off = await stack.post('/member/admin/totp/disable', { code: codeAt(1) }, { token: signed.data.token });
    expect(off.data).toEqual({ totp_enabled: false });
    expect((await login()).status).toBe(200);
    expect(await stack.sql(`SELECT action FROM user_svc.staff_actions ORDER BY id`)).toEqual([
      { action: 'totp.enable' },
      { action: 'totp.disable' },
    ]);
  });

  it('shows the dashboard: pending reviews, open reports, unread customer-service chats, 30 days', async () => {
    const token = await stack.login('admin', 'Admin-Passw0rd');
    const answer = await stack.post('/member/admin/dashboard', {}, { token });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ pending_reviews: 0, open_reports: 0, unread_cs_chats: 0 });
    expect(answer.data.days).toHaveLength(30);
    expect(answer.data.days[29]).toEqual({ date: new Date().toISOString().slice(0, 10), signups: 0, revenue: '0.00' });
  });
});

describe('staff accounts', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
  });
  afterAll(() => stack.stop());

  it('lets an admin create a staff account that signs in as staff, and change roles', async () => {
    const admin = await stack.login('admin', 'Admin-Passw0rd');
    const created = await stack.post(
      '/member/admin/staff/create',
      { username: 'helper', email: 'helper@kindred.dev', password: 'Helper-123', role: 'staff' },
      { token: admin },
    );
    expect(created.data).toMatchObject({ username: 'helper', role: 'staff', status: 1 });
    const token = await stack.login('helper', 'Helper-123');
    expect((await stack.post('/member/admin/me', {}, { token })).data.role).toBe('staff');
    const list = await stack.post('/member/admin/staff/list', {}, { token: admin });
    expect(list.data.items.map((a: { username: string }) => a.username)).toEqual(['admin', 'service', 'helper']);

    const demoted = await stack.post(
      '/member/admin/staff/role',
      { userid: created.data.id, role: 'member' },
      { token: admin },
    );
    expect(demoted.data.role).toBe('member');
    expect((await stack.post('/member/admin/me', {}, { token })).status).toBe(-401);
    const self = await stack.post('/member/admin/staff/role', { userid: 1, role: 'staff' }, { token: admin });
    expect(self.msg).toBe('error.cannot_change_own_role');
    expect(await stack.sql(`SELECT action FROM user_svc.staff_actions ORDER BY id`)).toEqual([
      { action: 'staff.create' },
      { action: 'staff.role' },
    ]);
  });
});

describe('STAFF_2FA=required', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { STAFF_2FA: 'required' } });
  });
  afterAll(() => stack.stop());

  it('lets a staff session without two-factor only enrol, then everything once confirmed', async () => {
    const token = await stack.login('service', 'Service-Passw0rd');
    const refused = await stack.post('/member/admin/review/list', {}, { token });
    expect(refused).toMatchObject({ status: -403, msg: 'error.totp_enrolment_required' });
    expect((await stack.post('/member/admin/me', {}, { token })).data.totp_required).toBe(true);
    const { secret } = (await stack.post('/member/admin/totp/enrol', {}, { token })).data as { secret: string };
    await stack.post('/member/admin/totp/confirm', { code: authenticator.generate(secret) }, { token });
    expect((await stack.post('/member/admin/review/list', {}, { token })).status).toBe(200);
    const disable = await stack.post('/member/admin/totp/disable', { code: authenticator.generate(secret) }, { token });
    expect(disable.msg).toBe('error.totp_required_by_policy');
  });
});
