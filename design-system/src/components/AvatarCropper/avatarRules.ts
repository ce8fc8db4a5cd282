/** Avatar rules (docs/product.md sections 5 and 9): gif/jpg/png, at most 10240 KB, at least 300 x 300. */
export type AvatarError = 'onlyImg' | 'outOfSize' | 'lowestPx' | 'fail';

export const AVATAR_SIZE = 300;
export const AVATAR_MAX_BYTES = 10240 * 1024;
const types = ['image/gif', 'image/jpeg', 'image/png'];

/** Type and size check, before the picture is decoded. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarError | null {
  if (!types.includes(file.type)) return 'onlyImg';
  if (file.size > AVATAR_MAX_BYTES) return 'outOfSize';
  return null;
}

/** Dimension check, once the picture is decoded. */
export function checkAvatarDimensions(width: number, height: number): AvatarError | null {
  return width < AVATAR_SIZE || height < AVATAR_SIZE ? 'lowestPx' : null;
}

/**
 * Scale of the picture in the 300 px crop box for a zoom of 0-100: 0 covers the box with the
 * short side, 100 shows it three times larger.
 */
export function cropScale(width: number, height: number, zoom: number): number {
  const cover = AVATAR_SIZE / Math.min(width, height);
  return cover * (1 + (Math.max(0, Math.min(100, zoom)) / 100) * 2);
}
