/**
 * Draws the PNG touch icons and favicon.ico of web/public from favicon.svg with sharp (a dependency of
 * services/media, hoisted to the root). The outputs are committed; run it again after changing the
 * SVG: `node web/scripts/icons.mjs`.
 *
 * favicon.ico holds PNG images (allowed in ICO since Windows Vista, read by every browser): a 6-byte
 * header, one 16-byte entry per image, then the PNG bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'));

const png = (size) =>
  sharp(svg, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

// An opaque background for iOS, which draws transparent corners black: the SVG's own square, unrounded.
const opaque = (size) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#E23D61' } })
    .composite([{ input: svg, density: Math.ceil((72 * size) / 64) }])
    .png({ compressionLevel: 9 })
    .toBuffer();

writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await opaque(180));
writeFileSync(path.join(publicDir, 'icon-192.png'), await png(192));
writeFileSync(path.join(publicDir, 'icon-512.png'), await png(512));
const small = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })));
writeFileSync(path.join(publicDir, 'favicon.ico'), ico(small));
