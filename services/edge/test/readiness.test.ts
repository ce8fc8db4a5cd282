import { startStack, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
});
afterAll(() => stack?.stop());

const readyz = async () => {
  const res = await fetch(`${stack.url}/readyz`);
  return { status: res.status, body: (await res.json()) as { status: string; down?: string[] } };
};

/** Polls until `done` holds, up to `ms`; answers the last value and how long it took. */
async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() - started > ms) return { value, waitedMs: Date.now() - started };
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('is ready once every configured service answers SERVING', async () => {
  const { value } = await until(readyz, (r) => r.status === 200);
  expect(value).toEqual({ status: 200, body: { status: 'ready' } });
});

it('fails /readyz while social is down and answers -503 with Retry-After; recovers without a restart', async () => {
  const token = await stack.login('service', 'Service-Passw0rd');
  const restart = await stack.stopSocial();
  // On a busy machine a probe of a live service can time out too: wait for the answer naming social alone.
  const down = await until(readyz, (r) => r.status === 503 && r.body.down?.join() === 'social');
  expect(down.value).toEqual({ status: 503, body: { status: 'not ready', down: ['social'] } });
  // Alive all along: the process is not restarted for someone else's outage.
  expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
  const res = await fetch(`${stack.url}/member/trend/my_trend`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  // The one "try again" text the web app and the socket have for anything away.
  expect(await res.json()).toMatchObject({ status: -503, msg: 'error.unavailable' });
  expect(res.headers.get('retry-after')).toBe('2');
  const metrics = await (await fetch(`${stack.url}/metrics`)).text();
  expect(metrics).toMatch(/kindred_dependency_errors_total\{dependency="social",service="edge"\} [1-9]/);
  expect(metrics).toMatch(/kindred_dependency_up\{dependency="social",service="edge"\} 0/);

  await restart();
  const back = await until(readyz, (r) => r.status === 200);
  expect(back.value.status).toBe(200);
  const served = await until(
    () => stack.post('/member/trend/my_trend', {}, { token }),
    (a) => a.status === 200,
  );
  expect(served.value.status).toBe(200);
  console.log(`edge ready again ${back.waitedMs} ms after social returned`);
});
