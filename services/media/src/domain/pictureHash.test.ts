import { SAME_PICTURE_DISTANCE, differenceHash, hashBands, hashDistance } from './pictureHash';

const gradient = (tilt: number) => Uint8Array.from({ length: 72 }, (_, i) => ((i % 9) * 20 + tilt * (i % 7)) % 256);

describe('difference hash', () => {
  it('answers one bit per neighbouring pair, brighter left is 1', () => {
    const rising = Uint8Array.from({ length: 72 }, (_, i) => (i % 9) * 10);
    const falling = Uint8Array.from({ length: 72 }, (_, i) => 200 - (i % 9) * 10);
    expect(differenceHash(rising)).toBe(0n);
    expect(BigInt.asUintN(64, differenceHash(falling)!)).toBe(0xffffffffffffffffn);
    expect(hashDistance(differenceHash(rising)!, differenceHash(falling)!)).toBe(64);
  });

  it('gives a flat picture no hash', () => {
    expect(differenceHash(new Uint8Array(72).fill(120))).toBeNull();
    expect(differenceHash(Uint8Array.from({ length: 72 }, (_, i) => 120 + (i % 3)))).toBeNull();
  });

  it('refuses a buffer of another size', () => {
    expect(() => differenceHash(new Uint8Array(64))).toThrow(RangeError);
  });

  it('keeps a picture within the distance when a few pixels change, and its bands share one', () => {
    const picture = gradient(3);
    const touched = Uint8Array.from(picture);
    touched[10] = (touched[10]! + 40) % 256;
    const a = differenceHash(picture)!;
    const b = differenceHash(touched)!;
    const distance = hashDistance(a, b);
    expect(distance).toBeGreaterThan(0);
    expect(distance).toBeLessThanOrEqual(SAME_PICTURE_DISTANCE);
    const shared = hashBands(a).filter((token) => hashBands(b).includes(token));
    expect(shared.length).toBeGreaterThanOrEqual(1);
  });

  it('names each band by its place, so equal values in different bands never match', () => {
    expect(hashBands(0n)).toEqual([0, 65536, 131072, 196608]);
    expect(hashBands(-1n)).toEqual([65535, 131071, 196607, 262143]);
  });
});
