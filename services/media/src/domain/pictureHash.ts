/**
 * A perceptual hash of a picture (dHash): the picture scaled to 9x8 in greys, one bit per pair of
 * neighbours in a row (is the left one brighter?). The same picture re-encoded, resized or slightly
 * recoloured keeps almost every bit; different pictures differ in about half of the 64.
 */
export const HASH_WIDTH = 9;
export const HASH_HEIGHT = 8;
/** Pictures this close (differing bits) are taken for the same picture. */
export const SAME_PICTURE_DISTANCE = 3;
/** Four 16-bit bands: two hashes within 3 bits share one band at least (what the index looks up). */
const BANDS = 4;
const BAND_BITS = 16n;

/** Pictures whose greys all lie within this of each other are flat (one colour): no hash. */
const FLAT_RANGE = 4;

/**
 * The hash of a 9x8 greyscale buffer (one byte a pixel, rows top to bottom), as a signed 64-bit
 * value; null for a flat picture, which every other flat picture would match.
 */
export function differenceHash(grey: Uint8Array): bigint | null {
  if (grey.length !== HASH_WIDTH * HASH_HEIGHT) throw new RangeError('a 9x8 greyscale buffer expected');
  if (Math.max(...grey) - Math.min(...grey) <= FLAT_RANGE) return null;
  let hash = 0n;
  for (let y = 0; y < HASH_HEIGHT; y += 1) {
    for (let x = 0; x < HASH_WIDTH - 1; x += 1) {
      const left = grey[y * HASH_WIDTH + x]!;
      const right = grey[y * HASH_WIDTH + x + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  // Postgres keeps it in a bigint.
  return BigInt.asIntN(64, hash);
}

/** How many bits two hashes differ in. */
export function hashDistance(a: bigint, b: bigint): number {
  let diff = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (diff > 0n) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}

/** The band tokens of a hash: `band * 65536 + the band's 16 bits`. */
export function hashBands(hash: bigint): number[] {
  const unsigned = BigInt.asUintN(64, hash);
  return Array.from({ length: BANDS }, (_, band) => {
    const value = Number((unsigned >> (BigInt(band) * BAND_BITS)) & 0xffffn);
    return band * 65536 + value;
  });
}
