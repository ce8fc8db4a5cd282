import sharp from 'sharp';
import { MAX_INPUT_PIXELS, type ImageFormat } from '../domain/imageRules';
import { HASH_HEIGHT, HASH_WIDTH } from '../domain/pictureHash';
import type { EncodedImage, ImageInfo, ImageProcessor } from '../domain/ports';

const FORMATS = new Set<string>(['jpeg', 'png', 'gif']);

/**
 * libvips through sharp. sharp writes no metadata unless asked (keepMetadata/withMetadata are never
 * called here), so EXIF — GPS included — ICC and XMP are gone from every stored image.
 */
export class SharpImageProcessor implements ImageProcessor {
  async inspect(bytes: Buffer): Promise<ImageInfo | null> {
    try {
      const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
      if (!meta.format || !FORMATS.has(meta.format)) return null;
      const upright = meta.autoOrient ?? { width: meta.width, height: meta.pageHeight ?? meta.height };
      if (!upright.width || !upright.height) return null;
      // Decode fully once: a truncated or corrupt body is refused here, not served broken.
      await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).stats();
      return {
        format: meta.format as ImageFormat,
        width: upright.width,
        height: upright.height,
        frames: meta.pages ?? 1,
      };
    } catch {
      return null;
    }
  }

  async reencode(bytes: Buffer, format: ImageFormat, maxPx: number): Promise<EncodedImage> {
    const animated = format === 'gif';
    let pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated })
      .autoOrient()
      .resize(maxPx, maxPx, { fit: 'inside', withoutEnlargement: true });
    pipeline = format === 'jpeg' ? pipeline.jpeg({ quality: 85 }) : format === 'png' ? pipeline.png() : pipeline.gif();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, format, width: info.width, height: info.pageHeight ?? info.height };
  }

  async hashPixels(bytes: Buffer): Promise<Uint8Array> {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize(HASH_WIDTH, HASH_HEIGHT, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels === 1) return data;
    return Uint8Array.from({ length: HASH_WIDTH * HASH_HEIGHT }, (_, i) => data[i * info.channels]!);
  }
}
