import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { startStack, type Stack } from './stack';

// What the edge's commerce tests share (commerce.test.ts, payments.test.ts, gifts.test.ts): one stack
// per test file, members, the card fields and the sandbox provider's hosted page and callbacks.

const adult = Date.UTC(1992, 2, 9);
export const GOOD_CARD = '4242 4242 4242 4242';

let stack: Stack;
let db: Client;

/** Starts the stack (and a database connection) around the test file; `stack` reads it. */
export function useCommerceStack() {
  beforeAll(async () => {
    // 200 concurrent sends queue for seconds on a 2-core machine: the ledger's invariant is under test
    // here, not latency, so the edge waits longer than its production deadline.
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off', GRPC_DEADLINE_MS: '30000' } });
    db = new Client({ connectionString: stack.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await stack?.stop();
  });
  return {
    get stack() {
      return stack;
    },
  };
}

export async function member(name: string): Promise<{ token: string; id: number }> {
  const answer = await stack.post('/member/index/register', {
    username: name,
    email: `${name}@example.com`,
    password: 'Passw0rd!',
    sex: 1,
    birthday: adult,
    country: 'TW',
  });
  if (answer.status !== 200) throw new Error(`register ${name}: ${answer.status} ${answer.msg}`);
  return { token: answer.data.token, id: answer.data.id };
}

export async function sql<T = any>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await db.query(text, values)).rows as T[];
}

export async function userinfo(token: string) {
  const info = await stack.post('/member/index/userinfo', {}, { token });
  expect(info.status).toBe(200);
  return info.data as { amount: string; vip: number; overduedate_1: number; overduedate_2: number };
}

export async function guid(token: string): Promise<string> {
  const session = await stack.post('/member/pay/generateuuid', {}, { token });
  expect(session.status).toBe(200);
  return session.data.guid;
}

export const cardFields = (number = GOOD_CARD) => ({
  card_fullName: 'Alice',
  card_lastName: 'Walker',
  card_email: 'alice@example.com',
  card_fullPhone: '+886 912 345 678',
  card_number: number,
  exp_month: '12',
  exp_year: String(new Date().getUTCFullYear() + 3),
  cvv: '123',
  card_country: 'TW',
  card_state: 'Taipei',
  card_city: 'Taipei',
  card_address: '1 Main Road',
  card_ZipCode: '100',
});

export const contactFields = { card_fullName: 'Alice', card_email: 'alice@example.com', card_fullPhone: '0912345678' };

export async function pay(token: string, body: Record<string, unknown>) {
  return stack.post('/member/Pay/pay', { guid: await guid(token), ...body }, { token, json: true });
}

/** Follows the sandbox's hosted page the way a payer's browser does, and answers the result page. */
export async function decide(content: string, decision: 'pay' | 'decline') {
  const pageUrl = new URL(content, stack.url);
  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  const result = await fetch(new URL(action!, stack.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, embed: pageUrl.searchParams.get('embed') ?? '0' }).toString(),
  });
  return { status: result.status, html: await result.text() };
}

export async function callback(payload: string, signature: string) {
  const res = await fetch(`${stack.url}/pay/callback/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
    body: payload,
  });
  return {
    status: res.status,
    body: (await res.json()) as { received: boolean; state?: string; changed?: boolean; error?: string },
  };
}

export function notification(
  order: string,
  reference: string,
  amount: string,
  type = 'payment.succeeded',
  created = Math.floor(Date.now() / 1000),
) {
  return JSON.stringify({
    id: `evt_${randomBytes(16).toString('hex')}`,
    type,
    created,
    data: { order, reference, amount, currency: 'USD' },
  });
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
