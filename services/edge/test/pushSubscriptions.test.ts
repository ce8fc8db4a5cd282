import { startPushService } from './pushService';
import { eventually, startStack, type Stack } from './stack';

/**
 * Push subscriptions as devices of a session (docs/notifications.md): only the browsers' push
 * services are accepted, and a subscription goes with the session that made it.
 */
describe('push subscriptions', () => {
  let stack: Stack;
  let push: Awaited<ReturnType<typeof startPushService>>;

  beforeAll(async () => {
    push = await startPushService();
    stack = await startStack({
      notifier: true,
      env: { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off', PUSH_ALLOWED_HOSTS: push.host },
    });
  });
  afterAll(async () => {
    await stack.stop();
    await push.stop();
  });

  const subscribe = async (token: string, endpoint?: string) => {
    const subscription = { ...push.subscribe(), ...(endpoint ? { endpoint } : {}) };
    const answer = await stack.post('/member/push/subscribe', subscription, { token });
    return { subscription, answer };
  };
  const kept = async (endpoint: string) =>
    (await stack.sql('SELECT 1 FROM messaging_svc.push_subscriptions WHERE endpoint = $1', [endpoint])).length === 1;
  const register = async (username: string) => {
    const answer = await stack.post('/member/index/register', {
      username,
      email: `${username}@example.com`,
      password: 'Passw0rd!',
      sex: 1,
      birthday: Date.UTC(1990, 1, 2),
    });
    expect(answer.status).toBe(200);
    return answer.data.token as string;
  };

  it('refuses an endpoint at loopback, a private address, an unknown host or plain http, storing nothing', async () => {
    const token = await stack.login('alice');
    const port = push.host.split(':')[1];
    for (const endpoint of [
      'https://127.0.0.1/push/x',
      `https://127.0.0.1:${Number(port) + 1}/push/x`,
      `https://localhost:${port}/push/x`,
      'https://10.0.0.8/push/x',
      'https://192.168.1.20/push/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push/x',
      'https://kubernetes.default.svc/api',
      'https://push.example.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
    ]) {
      const { answer } = await subscribe(token, endpoint);
      expect([endpoint, answer.status, answer.data?.errors?.endpoint]).toEqual([
        endpoint,
        -422,
        'push_service_not_allowed',
      ]);
    }
    expect(await stack.sql('SELECT 1 FROM messaging_svc.push_subscriptions')).toHaveLength(0);
    // The service the allow-list names is accepted.
    const { subscription, answer } = await subscribe(token);
    expect(answer.status).toBe(200);
    expect(await kept(subscription.endpoint)).toBe(true);
  });

  it('removes the subscriptions of a session that signs out or is ended from the sessions list', async () => {
    // Registering signed the phone in.
    const phone = await register('pushpat');
    const [laptop, tablet] = [await stack.login('pushpat'), await stack.login('pushpat')];
    const phoneDevice = (await subscribe(phone)).subscription;
    const laptopDevice = (await subscribe(laptop)).subscription;
    const tabletDevice = (await subscribe(tablet)).subscription;

    expect((await stack.post('/member/index/logout', {}, { token: laptop })).status).toBe(200);
    await eventually(
      () => kept(laptopDevice.endpoint),
      (stillKept) => !stillKept,
    );

    // "Sign out my lost phone" from the tablet.
    const sessions = (await stack.post('/member/sessions/list', {}, { token: tablet })).data as Array<{
      id: number;
      current: boolean;
    }>;
    const others = sessions.filter((s) => !s.current);
    expect(others).toHaveLength(1);
    expect((await stack.post('/member/sessions/end', { id: others[0]!.id }, { token: tablet })).status).toBe(200);
    await eventually(
      () => kept(phoneDevice.endpoint),
      (stillKept) => !stillKept,
    );
    expect(await kept(tabletDevice.endpoint)).toBe(true);
  });

  it('removes the other sessions’ subscriptions on a password change, keeping this one’s', async () => {
    await register('pushpia');
    const [old, current] = [await stack.login('pushpia'), await stack.login('pushpia')];
    const oldDevice = (await subscribe(old)).subscription;
    const currentDevice = (await subscribe(current)).subscription;
    const changed = await stack.post(
      '/member/index/changepwd',
      { oldpassword: 'Passw0rd!', newpassword: 'Passw0rd!2', password: 'Passw0rd!' },
      { token: current },
    );
    expect(changed.status).toBe(200);
    await eventually(
      () => kept(oldDevice.endpoint),
      (stillKept) => !stillKept,
    );
    expect(await kept(currentDevice.endpoint)).toBe(true);
  });

  it("removes every device's subscription when the member asks for deletion", async () => {
    const token = await register('pushpen');
    const device = (await subscribe(token)).subscription;
    expect((await stack.post('/member/data/delete', { password: 'Passw0rd!' }, { token })).status).toBe(200);
    await eventually(
      () => kept(device.endpoint),
      (stillKept) => !stillKept,
    );
  });

  it('pushes to no device whose session ended unannounced, and forgets it', async () => {
    await register('pushpam');
    const token = await stack.login('pushpam');
    const device = (await subscribe(token)).subscription;
    // The session ends without the announcement the messaging service follows (as if it was away).
    await stack.sql(
      `UPDATE user_svc.sessions SET revoked_at = now() WHERE token_hash = encode(sha256(convert_to($1, 'utf8')), 'hex')`,
      [token],
    );
    const carol = await stack.login('carol');
    const sent = await stack.post('/member/email/released', { email: 'pushpam', content: 'Hello' }, { token: carol });
    expect(sent.status).toBe(200);
    await eventually(
      () => kept(device.endpoint),
      (stillKept) => !stillKept,
    );
    expect(push.for(device.endpoint)).toEqual([]);
  });
});
