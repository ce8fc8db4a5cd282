import fs from 'node:fs/promises';
import { InputError } from '@kindred/kit';
import type { RouteContext } from './route';

/** docs/product.md section 5: images at most 10240 KB. Media checks again; this spares the trip. */
export const MAX_IMAGE_BYTES = 10240 * 1024;

/**
 * The deadline of a call that stores an uploaded image: media decodes, checks and re-encodes it (every
 * frame of an animation), seconds on a busy node rather than the 5 s a read is given.
 */
export const IMAGE_CALL = { deadlineMs: 30_000 };

/** gif, jpg or png by the first bytes, whatever the file is called. */
export function looksLikeImage(bytes: Uint8Array): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b);
  const gif = ['GIF87a', 'GIF89a'].includes(Buffer.from(bytes.subarray(0, 6)).toString('latin1'));
  return jpeg || png || gif;
}

/** The uploaded image of `field`, size and type checked; undefined when none was sent and none is required. */
export async function uploadedImage(ctx: RouteContext, field: string, required: true): Promise<Buffer>;
export async function uploadedImage(ctx: RouteContext, field: string, required: boolean): Promise<Buffer | undefined>;
export async function uploadedImage(ctx: RouteContext, field: string, required: boolean): Promise<Buffer | undefined> {
  const file = ctx.files[field];
  if (!file || file.size === 0) {
    if (required) throw new InputError({ [field]: 'required' });
    return undefined;
  }
  if (file.size > MAX_IMAGE_BYTES) throw new InputError({ [field]: 'outOfSize' }, 'out_of_size');
  const bytes = await fs.readFile(file.filepath);
  if (!looksLikeImage(bytes)) throw new InputError({ [field]: 'onlyImg' }, 'only_img');
  return bytes;
}

/** Media names the file field `file`; answer under the field the client sent. */
export function underField<T>(field: string, call: Promise<T>): Promise<T> {
  return call.catch((err: unknown) => {
    if (err instanceof InputError && err.fields.file && field !== 'file') {
      throw new InputError({ [field]: err.fields.file }, err.reason);
    }
    throw err;
  });
}
