/**
 * Picture uploads shared by the layouts: /member/index/uploads for posts, album and background
 * photos (multipart field `file`, answered with data.url), and the refusal codes the edge names in
 * data.errors.<field> (docs/product.md section 5).
 */
import { postFile, type Envelope } from './api';

/** Rejections of a picture, as the edge names them. */
export type PictureError = 'onlyImg' | 'outOfSize' | 'lowestPx' | 'fail';

/** The picture error of a refused upload: the field's code when the edge names one, `fail` otherwise. */
export function pictureError(answer: Envelope<unknown>, field: string): PictureError {
  const errors = (answer.data as { errors?: Record<string, string> } | null)?.errors;
  const code = errors?.[field] ?? errors?.file;
  return code === 'onlyImg' || code === 'outOfSize' || code === 'lowestPx' ? code : 'fail';
}

/** /member/index/uploads, field `file`: data.url is where the picture now lives. */
export function uploadPicture(file: Blob): Promise<Envelope<{ url: string } | null>> {
  return postFile<{ url: string } | null>('/member/index/uploads', 'file', file);
}
