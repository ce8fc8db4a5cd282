import sharp from 'sharp';
import { InputError } from '@kindred/kit';
import { PICTURE_SIZE, type PictureUploader } from './pictures';

const MAX_BYTES = 2 * 1024 * 1024;

/**
 * A picture an admin uploaded for a gift: decoded (png, jpeg, webp, gif), fitted into the shop's
 * square tile, stored as PNG through media. The answered path carries a version so that browsers
 * holding the old picture fetch the new one.
 */
export async function storeUploadedGiftPicture(
  upload: PictureUploader,
  giftId: number,
  content: Buffer,
): Promise<string> {
  if (content.length === 0 || content.length > MAX_BYTES) throw new InputError({ picture: 'size' });
  let png: Buffer;
  try {
    const meta = await sharp(content).metadata();
    if (!['png', 'jpeg', 'webp', 'gif'].includes(meta.format ?? '')) throw new Error('format');
    png = await sharp(content)
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  } catch {
    throw new InputError({ picture: 'invalid' });
  }
  const url = await upload(giftId, png);
  return `${url}${url.includes('?') ? '&' : '?'}v=${Date.now().toString(36)}`;
}
