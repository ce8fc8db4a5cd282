/**
 * Picture uploads: the only calls that are not form-encoded. The file goes as multipart/form-data under
 * the field the route names (`file` for /member/index/uploads, `img` for uploadImg, photo and
 * background), with the `token` field beside it; the answer is the usual envelope, and -401 signs
 * out as every other call does.
 */
import { networkFailure, Status, type Envelope } from '../../app/api';
import { clearSession, getToken } from '../../app/session';

/** Rejections of a picture, as the edge names them in data.errors.<field> (spec section 5). */
export type PictureError = 'onlyImg' | 'outOfSize' | 'lowestPx' | 'fail';

export async function postFile<T = unknown>(path: string, field: string, file: Blob, fileName = 'picture'): Promise<Envelope<T>> {
  const token = getToken();
  const body = new FormData();
  body.append(field, file, file instanceof File ? file.name : fileName);
  if (token) body.append('token', token);
  let answer: Envelope<T>;
  try {
    // No Content-Type: the browser writes the multipart boundary itself.
    const response = await fetch(path, { method: 'POST', headers: { Accept: 'application/json' }, body });
    const parsed = (await response.json()) as Envelope<T>;
    if (typeof parsed?.status !== 'number') return networkFailure as Envelope<T>;
    answer = parsed;
  } catch {
    return networkFailure as Envelope<T>;
  }
  if (answer.status === Status.unauthenticated && token && token === getToken()) clearSession();
  return answer;
}

/** The picture error of a refused upload: the field's code when the edge names one, `fail` otherwise. */
export function pictureError(answer: Envelope<unknown>, field: string): PictureError {
  const errors = (answer.data as { errors?: Record<string, string> } | null)?.errors;
  const code = errors?.[field] ?? errors?.file;
  return code === 'onlyImg' || code === 'outOfSize' || code === 'lowestPx' ? code : 'fail';
}

/** Upload for a post (and album and background photos): /member/index/uploads, field `file`; data.url. */
export function uploadPicture(file: Blob): Promise<Envelope<{ url: string }>> {
  return postFile<{ url: string }>('/member/index/uploads', 'file', file);
}
