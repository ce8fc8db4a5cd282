import http, { type RefinedResponse, type ResponseType } from 'k6/http';
import { check, fail } from 'k6';
import { Rate } from 'k6/metrics';
import { ACCOUNTS, BASE_URL } from './env.ts';

/** Share of calls answered with the envelope status the journey expected. */
export const envelopeOk = new Rate('envelope_ok');

export interface Envelope<T = any> {
  status: number;
  msg: string;
  data: T;
}

export interface Session {
  token: string;
  id: number;
  account: string;
}

/** POSTs a form to /member/<module>/<action> and returns the parsed envelope (null when it is not one). */
export function call<T = any>(
  path: string,
  form: Record<string, string | number>,
  name: string,
  expected: number[] = [200],
): Envelope<T> | null {
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) body[key] = String(value);
  const res: RefinedResponse<ResponseType> = http.post(`${BASE_URL}${path}`, body, { tags: { name } });
  let envelope: Envelope<T> | null = null;
  try {
    envelope = res.json() as unknown as Envelope<T>;
  } catch {
    envelope = null;
  }
  const ok = check(res, {
    [`${name}: HTTP 200`]: (r) => r.status === 200,
    [`${name}: envelope status ${expected.join('|')}`]: () => envelope !== null && expected.includes(envelope.status),
  });
  envelopeOk.add(ok, { name });
  return envelope;
}

/** Signs in with the VU's account (ACCOUNTS, by VU number). Login is rate limited: call once per VU. */
export function login(vu: number): Session {
  const { account, password } = ACCOUNTS[(vu - 1) % ACCOUNTS.length];
  const answer = call<{ token: string; id: number }>('/member/index/login', { account, password }, 'login');
  if (!answer || answer.status !== 200 || !answer.data?.token) {
    fail(`login of ${account} failed: ${answer ? `${answer.status} ${answer.msg}` : 'no envelope'}`);
  }
  return { token: answer.data.token, id: Number(answer.data.id), account };
}
