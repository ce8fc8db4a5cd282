import http, { type RefinedResponse, type ResponseType } from 'k6/http';
import { check } from 'k6';
import { Rate } from 'k6/metrics';
import { BASE_URL } from './env.ts';

/** Share of calls answered with the envelope status expected, per call name (application errors are HTTP 200). */
export const envelopeOk = new Rate('envelope_ok');

export interface Envelope<T = any> {
  status: number;
  msg: string;
  data: T;
}

/** A form body for k6: every value a string, files as they are. */
export type Form = Record<string, string | number | http.FileData>;

const formOf = (form: Form) =>
  Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
  );

/** The parsed envelope of a response, or null when the body is not one. */
export function envelopeOf<T>(res: RefinedResponse<ResponseType>): Envelope<T> | null {
  try {
    const body = res.json() as unknown as Envelope<T>;
    return body && typeof body.status === 'number' ? body : null;
  } catch {
    return null;
  }
}

/** Checks one answer: HTTP 200 and an envelope whose status is expected; counts it under its call name. */
export function expectEnvelope<T>(res: RefinedResponse<ResponseType>, name: string, expected: number[] = [200]) {
  const envelope = envelopeOf<T>(res);
  const ok = check(res, {
    [`${name}: HTTP 200`]: (r) => r.status === 200,
    [`${name}: envelope status ${expected.join('|')}`]: () => envelope !== null && expected.includes(envelope.status),
  });
  envelopeOk.add(ok, { name });
  return envelope;
}

/** The request parameters of a call by a member (bearer token) named for the per-call thresholds. */
export function params(
  name: string,
  token?: string,
): { tags: Record<string, string>; headers: Record<string, string> } {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  return { tags: { name }, headers };
}

/** POSTs a form to /member/<module>/<action> as the member with `token` and checks the envelope. */
export function call<T = any>(path: string, form: Form, name: string, token?: string, expected: number[] = [200]) {
  const res = http.post(`${BASE_URL}${path}`, formOf(form), params(name, token));
  return expectEnvelope<T>(res, name, expected);
}

/** A batch of calls sent together, as a screen's first paint asks them (`http.batch`). */
export function batch(calls: Array<{ path: string; form?: Form; name: string }>, token: string) {
  const responses: RefinedResponse<ResponseType>[] = http.batch(
    calls.map((c) => ({
      method: 'POST',
      url: `${BASE_URL}${c.path}`,
      body: formOf(c.form ?? {}),
      params: params(c.name, token),
    })),
  );
  return responses.map((res, i) => expectEnvelope(res, calls[i].name));
}
