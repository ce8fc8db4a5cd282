import path from 'node:path';
import sharp from 'sharp';
import { renderedOnce, type Logger } from '@kindred/kit';
import type { CommerceStore } from '../store/commerceStore';
import { giftArt } from './giftArt';

/** Soft backgrounds per category, so that the shop's tiles read as sets. */
const backgrounds: Record<number, [string, string]> = {
  1: ['#ffe4ec', '#ffb3c7'],
  2: ['#fff4d6', '#ffd98a'],
  3: ['#e3f4ff', '#a9d8ff'],
  4: ['#ffe3e3', '#ff9f9f'],
  5: ['#efe6ff', '#c9b2ff'],
};

export const PICTURE_SIZE = 256;
const AT_ONCE = 6;
/** Rendered tiles by content hash: a fresh database on the same checkout renders nothing again. */
const CACHE_DIR = path.resolve(__dirname, '../../../../.data/gift-pictures');

/** A gift picture: the emoji artwork on a round gradient tile, rendered to PNG. */
export async function renderGiftPicture(art: string, categoryId: number): Promise<Buffer> {
  const body = giftArt[art];
  if (!body) throw new Error(`no artwork named ${art}`);
  const [from, to] = backgrounds[categoryId] ?? ['#f2f2f2', '#d9d9d9'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" viewBox="0 0 48 48">
  <defs><radialGradient id="bg" cx="50%" cy="40%" r="65%"><stop offset="0%" stop-color="${from}"/><stop offset="100%" stop-color="${to}"/></radialGradient></defs>
  <circle cx="24" cy="24" r="23" fill="url(#bg)"/>
  <g transform="translate(6 6)">${body}</g>
</svg>`;
  return renderedOnce(CACHE_DIR, svg, () => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
}

/**
 * Stores a rendered picture; media answers the URL it is served at. `exists`, when given, tells
 * whether a stored picture's object still answers.
 */
export type PictureUploader = ((giftId: number, png: Buffer) => Promise<string>) & {
  exists?(url: string): Promise<boolean>;
};

/**
 * Renders and stores the pictures of gifts that do not have a stored one yet (the seed points at
 * /media/gifts/<id>.png until then), and those whose stored object has gone missing (a database
 * kept beside a fresh object store). Safe to run on every start: a picture that answers is not redone.
 * A stopping process ends the round between two pictures (`stopping`); the next start goes on.
 * Pictures go `AT_ONCE` at a time: each waits on media and the object store more than it computes.
 */
export async function storeGiftPictures(
  store: CommerceStore,
  upload: PictureUploader,
  logger: Logger,
  stopping: () => boolean = () => false,
): Promise<number> {
  let stored = 0;
  const due = await store.giftsWithoutStoredPicture();
  if (upload.exists) {
    const pending = new Set(due.map((gift) => gift.id));
    const others = (await store.catalogue())
      .flatMap((category) => category.gifts)
      .filter((gift) => !pending.has(gift.id) && gift.art);
    const missing = await Promise.all(others.map(async (gift) => !(await upload.exists!(gift.path))));
    due.push(...others.filter((_, i) => missing[i]));
  }
  const queue = due.filter((gift) => gift.art);
  const next = async (): Promise<void> => {
    const gift = queue.shift();
    if (!gift || stopping()) return;
    const png = await renderGiftPicture(gift.art, gift.categoryId);
    const url = await upload(gift.id, png);
    await store.setGiftPicture(gift.id, url);
    stored += 1;
    return next();
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
  if (stored > 0) logger.info({ stored }, 'gift pictures stored');
  return stored;
}
