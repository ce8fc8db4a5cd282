/**
 * Calls of the staff API (docs/staff-api.md) with the staff session, whose token the edge keeps in the
 * console's own HttpOnly cookie (`X-Kindred-Session: staff` names it): the same envelope as the member
 * calls; -401 ends the staff session (which sends the console to its sign-in screen).
 */
import { formBody, networkFailure, SESSION_HEADER, Status, type Envelope, type Fields } from '../../app/api';
import { getStaffSession, setStaffSession } from './staffSession';

async function send<T>(path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const session = getStaffSession();
  let answer: Envelope<T>;
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', [SESSION_HEADER]: 'staff', ...headers },
      body,
    });
    answer = (await response.json()) as Envelope<T>;
    if (typeof answer?.status !== 'number') return networkFailure as Envelope<T>;
  } catch {
    return networkFailure as Envelope<T>;
  }
  // Only the session the call was sent for ends (not one signed in meanwhile).
  if (answer.status === Status.unauthenticated && session && session === getStaffSession()) setStaffSession(null);
  return answer;
}

/** A form call with the staff session. */
export function staffPost<T = unknown>(path: string, fields: Fields = {}): Promise<Envelope<T>> {
  const body = formBody(fields);
  return send<T>(path, body.toString(), { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' });
}

/** A multipart call (gift picture) with the staff session. */
export function staffPostForm<T = unknown>(
  path: string,
  fields: Fields,
  files: Record<string, File>,
): Promise<Envelope<T>> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null) body.append(key, String(value));
  for (const [key, file] of Object.entries(files)) body.append(key, file);
  return send<T>(path, body);
}

export interface Page<T> {
  items: T[];
  page: number;
  last_page: number;
  total: number;
}
