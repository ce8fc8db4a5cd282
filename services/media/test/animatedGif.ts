/**
 * A minimal animated GIF: a `width` x `height` screen and `frames` frames, each a 1x1 image drawn
 * on that screen. Tiny on the wire, yet every frame decodes to the whole screen: exactly what an
 * upload must be measured by (all frames' pixels), not by its byte size or its first frame.
 */
export function animatedGif(width: number, height: number, frames: number): Buffer {
  const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
  const bytes: number[] = [...Buffer.from('GIF89a'), ...le16(width), ...le16(height), 0x80, 0, 0];
  bytes.push(0xcc, 0x33, 0x33, 0xff, 0xff, 0xff); // two colours
  bytes.push(0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0x00, 0x00, 0x00); // loop forever
  for (let i = 0; i < frames; i++) {
    bytes.push(0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00); // 0.1 s a frame
    bytes.push(0x2c, ...le16(i % width), ...le16(0), ...le16(1), ...le16(1), 0x00);
    // LZW, minimum code size 2: CLEAR(4), pixel 0, END(5) in 3-bit codes = 0x144.
    bytes.push(0x02, 0x02, 0x44, 0x01, 0x00);
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}
