import sharp from 'sharp';
import { seedCategories } from './seed';
import { giftArt } from './giftArt';
import { PICTURE_SIZE, renderGiftPicture } from './pictures';

describe('gift pictures', () => {
  it('has artwork for every seeded gift, in three languages', () => {
    const gifts = seedCategories.flatMap((c) => c.gifts);
    expect(gifts).toHaveLength(30);
    expect(new Set(gifts.map((g) => g.id)).size).toBe(30);
    for (const gift of gifts) {
      expect(giftArt[gift.art]).toBeDefined();
      expect(gift.titles.every(Boolean) && gift.texts.every(Boolean)).toBe(true);
    }
  });

  it('renders a real PNG with colour in it', async () => {
    const png = await renderGiftPicture('rose', 1);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: PICTURE_SIZE, height: PICTURE_SIZE, hasAlpha: true });
    const stats = await sharp(png).stats();
    // The rose is red: the red channel carries more than the green one over the picture.
    expect(stats.channels[0]!.mean).toBeGreaterThan(stats.channels[1]!.mean);
    await expect(renderGiftPicture('no-such-art', 1)).rejects.toThrow();
  });
});
