/**
 * The image rules of docs/product.md section 5, pure: gif, jpg or png by content (never by name), at most
 * 10240 KB, avatars at least 300x300.
 */
export const MAX_IMAGE_BYTES = 10240 * 1024;
export const AVATAR_MIN_PX = 300;
/** Larger pictures are scaled down to fit (decoding cost and storage stay bounded). */
export const MAX_STORED_PX = 2560;
export const MAX_AVATAR_PX = 1024;
/** Refuse decompression bombs before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Animations are measured over all their frames (each decodes to the whole screen, however few
 * bytes it takes): at most MAX_FRAMES frames and MAX_INPUT_PIXELS pixels in all.
 */
export const MAX_FRAMES = 100;

export function isWithinAnimationLimits(width: number, height: number, frames: number): boolean {
  return frames >= 1 && frames <= MAX_FRAMES && width * height * frames <= MAX_INPUT_PIXELS;
}

export type ImageFormat = 'jpeg' | 'png' | 'gif';

export const EXTENSION: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif' };
export const CONTENT_TYPE: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

/** The format the first bytes say, or null: whatever the file is called. */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  const gif = String.fromCharCode(...bytes.subarray(0, 6));
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  return null;
}

export function isWithinSize(byteLength: number): boolean {
  return byteLength > 0 && byteLength <= MAX_IMAGE_BYTES;
}

export function isLargeEnoughAvatar(width: number, height: number): boolean {
  return width >= AVATAR_MIN_PX && height >= AVATAR_MIN_PX;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Every key media writes (docs/architecture.md section 5); anything else is never served. */
const KEY = new RegExp(
  `^(?:(?:avatars|posts|backgrounds)/[1-9]\\d{0,18}/${UUID}\\.(?:png|jpg|gif)|gifts/[1-9]\\d{0,18}\\.(?:png|jpg|gif))$`,
);

export function isObjectKey(key: string): boolean {
  return KEY.test(key);
}

/**
 * Verification selfies (docs/safety.md, "Verified profiles"): private objects, never served under
 * /media (isObjectKey refuses them), read by staff through their own call and removed once decided.
 */
const SELFIE_KEY = new RegExp(`^selfies/[1-9]\\d{0,18}/${UUID}\\.(?:png|jpg|gif)$`);

export function isSelfieKey(key: string): boolean {
  return SELFIE_KEY.test(key);
}

export const URL_PREFIX = '/media/';

export function urlOf(key: string): string {
  return `${URL_PREFIX}${key}`;
}

/** The key of a media url (`/media/<key>`, optionally with this site's origin), or null. */
export function keyOfUrl(url: string): string | null {
  let path = url.trim();
  const origin = /^https?:\/\/[^/]+/i.exec(path);
  if (origin) path = path.slice(origin[0].length);
  if (!path.startsWith(URL_PREFIX)) return null;
  const key = path.slice(URL_PREFIX.length);
  return isObjectKey(key) ? key : null;
}
