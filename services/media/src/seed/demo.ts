import type { Logger } from '@kindred/kit';
import sharp from 'sharp';
import type { Media } from '../domain/media';

const MEMBERS: Array<{ username: string; hues: string[] }> = [
  { username: 'alice', hues: ['#f4a6a6', '#f6d186', '#a8e6cf'] },
  { username: 'bob', hues: ['#7fb3d5', '#76d7c4', '#f7dc6f'] },
  { username: 'carol', hues: ['#d7bde2', '#f5b7b1', '#aed6f1'] },
  { username: 'dave', hues: ['#abebc6', '#fad7a0', '#d5dbdb'] },
];

/** A soft gradient picture with a caption, drawn locally (no downloads). */
function picture(width: number, height: number, from: string, to: string, caption: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="54%" font-family="sans-serif" font-size="${Math.round(height / 9)}" fill="#ffffff" text-anchor="middle">${caption}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** Seeds album photos and profile backgrounds for the named demo members, once. */
export async function seedDemoMedia(
  media: Media,
  memberId: (username: string) => Promise<number | null>,
  logger: Logger,
): Promise<void> {
  let seeded = 0;
  for (const member of MEMBERS) {
    const id = await memberId(member.username);
    if (!id || (await media.listPhotos(id)).length > 0) continue;
    const [a, b, c] = member.hues as [string, string, string];
    for (const [i, [from, to]] of [
      [a, b],
      [b, c],
      [c, a],
    ].entries()) {
      await media.addPhoto(id, '', await picture(640, 480, from!, to!, `${member.username} · ${i + 1}`));
    }
    for (const [from, to] of [
      [a, c],
      [c, b],
    ]) {
      await media.addBackPhoto(id, '', await picture(1024, 400, from!, to!, member.username));
    }
    seeded += 1;
  }
  if (seeded > 0) logger.info({ members: seeded }, 'demo photos seeded');
}
