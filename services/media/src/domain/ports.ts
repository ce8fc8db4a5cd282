import type { Readable } from 'node:stream';
import type { ImageFormat } from './imageRules';

export interface ImageInfo {
  format: ImageFormat;
  /** As displayed (EXIF orientation applied). */
  width: number;
  height: number;
  /** Frames of an animation (1 for a still image). */
  frames: number;
}

export interface EncodedImage extends Omit<ImageInfo, 'frames'> {
  data: Buffer;
}

/** Decodes and re-encodes images; whatever it writes carries no metadata (EXIF, GPS, XMP). */
export interface ImageProcessor {
  /** Null when the bytes are not a decodable gif, jpg or png. */
  inspect(bytes: Buffer): Promise<ImageInfo | null>;
  /** Upright, scaled down to fit `maxPx`, in `format`, metadata stripped. */
  reencode(bytes: Buffer, format: ImageFormat, maxPx: number): Promise<EncodedImage>;
  /** The picture (its first frame, upright) as the 9x8 greyscale buffer the perceptual hash reads. */
  hashPixels(bytes: Buffer): Promise<Uint8Array>;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
  etag: string;
}

/** The object store (S3 API). Objects are written once under fresh keys; only exports/ is ever listed. */
export interface ObjectStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  copy(fromKey: string, toKey: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
  /** Every key under `prefix` (the export sweep's look for objects no row names). */
  list(prefix: string): Promise<string[]>;
  /** Writes a stream of unknown length, encrypted at rest where the store supports it; answers its size. */
  putPrivate(key: string, body: Readable, contentType: string): Promise<number>;
}

/** The member's avatar lives in the user service. */
export interface AvatarRegistry {
  /** The avatar everyone sees ('' for none); quiet: no avatar_changed event (a rejected one taken down). */
  setAvatar(userId: number, url: string, quiet?: boolean): Promise<void>;
  /** The avatar only its owner sees while it waits for review ('' for none). */
  setPendingAvatar(userId: number, url: string): Promise<void>;
}
