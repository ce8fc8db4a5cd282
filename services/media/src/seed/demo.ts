import type { Logger } from '@kindred/kit';
import sharp from 'sharp';
import type { Media } from '../domain/media';

const MEMBERS: Array<{ username: string; hues: string[] }> = [
  { username: 'alice', hues: ['#f4a6a6', '#f6d186', '#a8e6cf'] },
  { username: 'bob', hues: ['#7fb3d5', '#76d7c4', '#f7dc6f'] },
  { username: 'carol', hues: ['#d7bde2', '#f5b7b1', '#aed6f1'] },
  { username: 'dave', hues: ['#abebc6', '#fad7a0', '#d5dbdb'] },
];

/** The demo's pictures are the site's own: approved at seed time, never queued for review. */
const SEEDED = { approved: true };

/** A soft gradient picture with a caption, drawn locally (no downloads). */
function picture(width: number, height: number, from: string, to: string, caption: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(height / 9)}" fill="#ffffff" text-anchor="middle">${caption}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/**
 * Seeds album photos and profile backgrounds for the named demo members, once; on later starts puts
 * back any seeded picture whose object is missing (a database kept beside a fresh object store).
 */
export async function seedDemoMedia(
  media: Media,
  memberId: (username: string) => Promise<number | null>,
  logger: Logger,
): Promise<void> {
  let seeded = 0;
  let restored = 0;
  for (const member of MEMBERS) {
    const id = await memberId(member.username);
    if (!id) continue;
    const [a, b, c] = member.hues as [string, string, string];
    const photos: Array<[string, string, string]> = [
      [a, b, `${member.username} · 1`],
      [b, c, `${member.username} · 2`],
      [c, a, `${member.username} · 3`],
    ];
    const backgrounds: Array<[string, string, string]> = [
      [a, c, member.username],
      [c, b, member.username],
    ];
    const existing = await media.listPhotos(id, id);
    if (existing.length === 0) {
      for (const [from, to, caption] of photos)
        await media.addPhoto(id, '', await picture(640, 480, from, to, caption), SEEDED);
      for (const [from, to, caption] of backgrounds)
        await media.addBackPhoto(id, '', await picture(1024, 400, from, to, caption));
      seeded += 1;
      continue;
    }
    const byAge = <T extends { id: number }>(list: T[]) => [...list].sort((x, y) => x.id - y.id);
    const repairs = [
      ...byAge(existing).map((p, i) => ({ url: p.url, width: 640, height: 480, art: photos[i % 3]! })),
      ...byAge(await media.listBackPhotos([id])).map((p, i) => ({
        url: p.url,
        width: 1024,
        height: 400,
        art: backgrounds[i % 2]!,
      })),
    ];
    for (const { url, width, height, art } of repairs) {
      if (await media.hasObject(url)) continue;
      await media.restoreObject(url, await picture(width, height, ...art));
      restored += 1;
    }
  }
  if (seeded > 0) logger.info({ members: seeded }, 'demo photos seeded');
  if (restored > 0) logger.warn({ pictures: restored }, 'demo pictures missing from the object store were put back');
}
