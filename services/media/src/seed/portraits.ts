import { execFile } from 'node:child_process';
import path from 'node:path';
import { demoMembers, renderedOnce, type Logger } from '@kindred/kit';
import sharp from 'sharp';
import type { Media } from '../domain/media';

/** The drawing script (DiceBear is ES modules only, so it runs as a process of its own). */
const DRAW_SCRIPT = path.resolve(__dirname, '../../demo/portraits.mjs');
/** Rendered pictures by content hash: a fresh database on the same checkout renders nothing again. */
const DEFAULT_CACHE_DIR = path.resolve(__dirname, '../../../../.data/demo-pictures');

/** Album scenes behind the figure: two colours of a soft gradient each. */
const SCENES: Array<[string, string]> = [
  ['#a8d8ea', '#fcefee'],
  ['#f6d186', '#f4a6a6'],
  ['#b8e0d2', '#eac4d5'],
  ['#cdb4db', '#ffc8dd'],
  ['#bde0fe', '#a2d2ff'],
];

export interface DemoMemberLookup {
  /** The member's id and current avatar address, or null when user's seed has not made them. */
  (username: string): Promise<{ id: number; avatar: string } | null>;
}

interface Drawing {
  avatar: string;
  figure: string;
}

function draw(people: Array<{ seed: string; sex: number }>): Promise<Drawing[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [DRAW_SCRIPT], { maxBuffer: 256 * 1024 * 1024 }, (err, stdout) =>
      err ? reject(err) : resolve(JSON.parse(stdout) as Drawing[]),
    );
    child.stdin?.end(JSON.stringify(people));
  });
}

/** DiceBear draws on a 64-unit square: the density that rasterises it at `px` pixels, once. */
function raster(svg: string, px: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * px) / 64 })
    .resize(px, px)
    .png()
    .toBuffer();
}

function avatarPng(dir: string, svg: string): Promise<Buffer> {
  return renderedOnce(dir, `avatar:${svg}`, () => raster(svg, 400));
}

/** The album photos' figure, rasterised once per member at its largest size and scaled down. */
const FIGURE_PX = 440;

function albumJpeg(
  dir: string,
  svg: string,
  figurePng: () => Promise<Buffer>,
  scene: [string, string],
  shot: number,
): Promise<Buffer> {
  return renderedOnce(dir, `album:${shot}:${scene.join()}:${svg}`, async () => {
    const [from, to] = scene;
    const ground = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
      <defs><linearGradient id="g" x1="0" y1="0" x2="${shot % 2}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${120 + shot * 200}" cy="110" r="60" fill="#ffffff" fill-opacity="0.35"/>
    </svg>`;
    const size = 360 + shot * 40;
    const largest = await figurePng();
    const figure = size === FIGURE_PX ? largest : await sharp(largest).resize(size, size).toBuffer();
    return sharp(Buffer.from(ground))
      .composite([{ input: figure, left: Math.round((640 - size) / 2) + (shot - 1) * 60, top: 480 - size }])
      .jpeg({ quality: 82 })
      .toBuffer();
  });
}

/**
 * Gives every demo member a portrait avatar (through the normal avatar path: checked, stored,
 * set in the user service) and, to members without an album, two or three photos of the same
 * person. Once: a member who has them keeps them; a picture whose object the store lost is put back.
 * Stops between two members once `stopped` answers true (the service is shutting down).
 */
export async function seedDemoPortraits(
  media: Media,
  lookup: DemoMemberLookup,
  logger: Logger,
  generated: number,
  stopped: () => boolean = () => false,
  cacheDir = DEFAULT_CACHE_DIR,
): Promise<void> {
  const roster = demoMembers(generated);
  const members = await Promise.all(roster.map((m) => lookup(m.username)));
  let drawings: Drawing[];
  try {
    drawings = await draw(roster.map((m) => ({ seed: m.username, sex: m.sex })));
  } catch (err) {
    logger.warn({ err: (err as Error).message }, 'demo portraits not drawn');
    return;
  }
  let avatars = 0;
  let photos = 0;
  for (const [i, member] of members.entries()) {
    if (stopped()) break;
    if (!member) continue;
    const drawing = drawings[i]!;
    if (!member.avatar || !(await media.hasObject(member.avatar))) {
      await media.uploadAvatar(member.id, await avatarPng(cacheDir, drawing.avatar), { approved: true });
      avatars += 1;
    }
    let figure: Promise<Buffer> | undefined;
    const figurePng = () => (figure ??= raster(drawing.figure, FIGURE_PX));
    const shots = 2 + (i % 2);
    const art = (shot: number) =>
      albumJpeg(cacheDir, drawing.figure, figurePng, SCENES[(i + shot) % SCENES.length]!, shot);
    const album = await media.listPhotos(member.id, member.id);
    if (album.length === 0) {
      for (let shot = 0; shot < shots; shot += 1)
        await media.addPhoto(member.id, '', await art(shot), { approved: true });
      photos += shots;
      continue;
    }
    // Only the albums this seed made (the named members' come from seedDemoMedia): its photos are JPEGs.
    const ours = [...album].sort((x, y) => x.id - y.id).slice(0, shots);
    for (const [shot, photo] of ours.entries()) {
      if (!photo.url.endsWith('.jpg') || (await media.hasObject(photo.url))) continue;
      await media.restoreObject(photo.url, await art(shot));
    }
  }
  if (avatars + photos > 0) logger.info({ avatars, photos }, 'demo portraits seeded');
}
