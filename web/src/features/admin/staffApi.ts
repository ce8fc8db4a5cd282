/**
 * Calls of the staff API (docs/staff-api.md) with the staff token: the same envelope as the member
 * calls; -401 ends the staff session (which sends the console to its sign-in screen).
 */
import { formBody, networkFailure, Status, type Envelope, type Fields } from '../../app/api';
import { getStaffSession, setStaffSession } from './staffSession';

async function send<T>(path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const token = getStaffSession()?.token ?? '';
  let answer: Envelope<T>;
  try {
    const response = await fetch(path, { method: 'POST', headers: { Accept: 'application/json', ...headers }, body });
    answer = (await response.json()) as Envelope<T>;
    if (typeof answer?.status !== 'number') return networkFailure as Envelope<T>;
  } catch {
    return networkFailure as Envelope<T>;
  }
  if (answer.status === Status.unauthenticated && token && token === getStaffSession()?.token) setStaffSession(null);
  return answer;
}

/** A form call with the staff token. */
export function staffPost<T = unknown>(path: string, fields: Fields = {}, token?: string): Promise<Envelope<T>> {
  const body = formBody(fields, token ?? getStaffSession()?.token ?? '');
  return send<T>(path, body.toString(), { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' });
}

/** A multipart call (gift picture) with the staff token. */
export function staffPostForm<T = unknown>(
  path: string,
  fields: Fields,
  files: Record<string, File>,
): Promise<Envelope<T>> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null) body.append(key, String(value));
  for (const [key, file] of Object.entries(files)) body.append(key, file);
  body.append('token', getStaffSession()?.token ?? '');
  return send<T>(path, body);
}

export interface Page<T> {
  items: T[];
  page: number;
  last_page: number;
  total: number;
}
