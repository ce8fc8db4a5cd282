import { startStack, type Stack } from './stack';

describe('the HTTP envelope', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { RATE_LIMIT_LOGIN_PER_MIN: '3' } });
  });
  afterAll(() => stack.stop());

  it('answers unknown paths 404, other methods 405, big bodies 413, all as envelopes', async () => {
    const missing = await fetch(`${stack.url}/member/nothing/here`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404 });
    const get = await fetch(`${stack.url}/member/index/login`);
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({ status: 405 });
    const big = await fetch(`${stack.url}/member/index/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `account=${'a'.repeat(200_000)}`,
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ status: 413 });
  });

  it('matches paths without regard to case or a trailing slash, answers JSON, sets security headers and a request id', async () => {
    const res = await fetch(`${stack.url}/Member/Index/InitData`, {
      method: 'POST',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(((await res.json()) as { status: number }).status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('req-12345678');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const slash = await fetch(`${stack.url}/member/index/initdata/`, { method: 'POST' });
    expect(((await slash.json()) as { status: number }).status).toBe(200);
  });

  it('serves health, readiness, metrics and the OpenAPI document', async () => {
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${stack.url}/readyz`)).status).toBe(200);
    const metrics = await (await fetch(`${stack.url}/metrics`)).text();
    expect(metrics).toContain('kindred_http_requests_total');
    const doc = (await (await fetch(`${stack.url}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/member/index/login', '/member/index/userlist']));
  });

  it('rate limits login per account and IP with -429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await stack.post('/member/index/login', { account: 'limited', password: 'whatever1' })).status);
    }
    expect(statuses.slice(0, 3)).toEqual([-1, -1, -1]);
    expect(statuses.slice(3)).toEqual([-429, -429]);
  });
});
