/**
 * /member/index/uploads: a picture as multipart `file` with the token (the only call that is not
 * form-encoded), answered by the usual envelope with data.url. -401 signs out like every other call.
 */
import { networkFailure, Status, type Envelope } from '../../app/api';
import { clearSession, getToken } from '../../app/session';

export async function uploadPicture(file: File): Promise<Envelope<{ url: string } | null>> {
  const token = getToken();
  const body = new FormData();
  body.append('file', file);
  if (token) body.append('token', token);
  let answer: Envelope<{ url: string } | null>;
  try {
    const response = await fetch('/member/index/uploads', { method: 'POST', headers: { Accept: 'application/json' }, body });
    answer = (await response.json()) as Envelope<{ url: string } | null>;
    if (typeof answer?.status !== 'number') return networkFailure;
  } catch {
    return networkFailure;
  }
  if (answer.status === Status.unauthenticated && token && token === getToken()) clearSession();
  return answer;
}
