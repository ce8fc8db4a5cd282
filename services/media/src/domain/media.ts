import { randomUUID } from 'node:crypto';
import { InputError, NotAllowedError, NotFoundError, RefusedError } from '@kindred/kit';
import type { MediaStore, ObjectKind, PhotoRecord } from '../store/mediaStore';
import {
  CONTENT_TYPE,
  EXTENSION,
  MAX_AVATAR_PX,
  MAX_STORED_PX,
  isLargeEnoughAvatar,
  isWithinAnimationLimits,
  isObjectKey,
  isSelfieKey,
  isWithinSize,
  keyOfUrl,
  sniffFormat,
  urlOf,
  type ImageFormat,
} from './imageRules';
import type { AvatarRegistry, EncodedImage, ImageProcessor, ObjectStore, StoredObject } from './ports';
import { differenceHash } from './pictureHash';
import { PhotoReview, type PhotoReviewParts } from './photoReview';

export const MAX_PHOTOS = 500;
export const MAX_BACK_PHOTOS = 10;
export const MAX_BACK_PHOTO_MEMBERS = 500;

export interface Uploaded {
  key: string;
  url: string;
  width: number;
  height: number;
  /** Avatars: the photo review's state (pending while it waits for staff). */
  review?: 'pending' | 'approved';
}

export interface Picture {
  id: number;
  userId: number;
  url: string;
  createTime: number;
  review: 'pending' | 'approved' | 'rejected';
  /** Whether others see it (the photo review decides). */
  shown: boolean;
}

/** Seeded pictures (the demo seed) skip the photo review queue. */
export interface SubmitOptions {
  approved?: boolean;
}

const uploadedOnly = (stored: Uploaded): Uploaded => ({
  key: stored.key,
  url: stored.url,
  width: stored.width,
  height: stored.height,
});

/** A member's kinds of upload, hashed (a post's picture may become an album photo). */
const HASHED = new Set<ObjectKind>(['post', 'background', 'avatar', 'photo']);

const PREFIX: Record<ObjectKind, string> = {
  post: 'posts',
  photo: 'posts',
  background: 'backgrounds',
  avatar: 'avatars',
  gift: 'gifts',
  selfie: 'selfies',
};

/** Gift pictures are named by the gift: `<giftId>.png`. */
const GIFT_FILENAME = /^([1-9]\d{0,18})\.(?:png|jpg|gif)$/;

const picture = (record: PhotoRecord, shown = true): Picture => ({
  id: record.id,
  userId: record.userId,
  url: urlOf(record.key),
  createTime: record.createTime,
  review: record.review ?? 'approved',
  shown,
});

/** The image rules, the photo and background-photo albums, whatever the transport. */
export class Media {
  constructor(
    private readonly store: MediaStore,
    private readonly objects: ObjectStore,
    private readonly images: ImageProcessor,
    private readonly avatars: AvatarRegistry,
    private readonly newId: () => string = randomUUID,
    /**
     * Tells the edges whose background photos or album changed (they keep them beside list pages and
     * for `my_photo` / `his_photo`).
     */
    private readonly picturesChanged: (userIds: number[]) => Promise<void> = async () => undefined,
    review: Pick<PhotoReviewParts, 'reviews' | 'premoderation' | 'metrics'> | null = null,
  ) {
    this.review = review
      ? new PhotoReview({
          ...review,
          store,
          avatars,
          discard: (key) => this.discard(key),
          picturesChanged,
        })
      : null;
  }

  /** The photo review (null: none, every picture shown at once). */
  readonly review: PhotoReview | null;

  /** A picture for a post or a background: checked, re-encoded without metadata, stored. */
  upload(userId: number, kind: string, bytes: Buffer, filename = ''): Promise<Uploaded> {
    const which = kind === '' ? 'post' : kind;
    if (which === 'gift') return this.uploadGiftPicture(filename, bytes);
    if (which !== 'post' && which !== 'background') throw new InputError({ kind: 'invalid' });
    return this.storeImage(userId, which, bytes).then(uploadedOnly);
  }

  /**
   * A gift's picture for the catalogue (commerce's seed): stored at `gifts/<giftId>.<ext>`, the same
   * key on every upload, so a re-seed replaces it. Only services reach this (members upload posts).
   */
  uploadGiftPicture(filename: string, bytes: Buffer): Promise<Uploaded> {
    const giftId = GIFT_FILENAME.exec(filename)?.[1];
    if (!giftId) throw new InputError({ filename: 'invalid' });
    return this.storeImage(0, 'gift', bytes, (format) => `gifts/${giftId}.${EXTENSION[format]}`);
  }

  /** The member's new avatar: at least 300x300, stored as PNG, then set in the user service. */
  async uploadAvatar(userId: number, bytes: Buffer, options: SubmitOptions = {}): Promise<Uploaded> {
    const uploaded = await this.storeImage(userId, 'avatar', bytes);
    let review: 'pending' | 'approved' = 'approved';
    try {
      if (this.review)
        review = await this.review.submitAvatar(userId, uploaded.key, uploaded.hash ?? null, options.approved);
      else await this.avatars.setAvatar(userId, uploaded.url);
    } catch (err) {
      await this.review?.withdraw(uploaded.key);
      await this.discard(uploaded.key);
      throw err;
    }
    if (!this.review) {
      // The avatars it replaced leave the bucket: a picture the member took down is not kept, nor
      // reachable by its old link (docs/privacy.md). The review keeps the approved one meanwhile.
      for (const key of await this.store.avatarKeysOf(userId)) if (key !== uploaded.key) await this.discard(key);
    }
    return { ...uploadedOnly(uploaded), review };
  }

  /** A member's album as `viewerId` may see it (the photo review decides; 0: anyone but the owner). */
  async listPhotos(userId: number, viewerId = 0): Promise<Picture[]> {
    const photos = await this.store.listPhotos(userId);
    const review = this.review;
    if (!review) return photos.map((p) => picture(p));
    return review.visibleAlbum(photos, userId, viewerId).map((p) => picture(p, review.isShown(p)));
  }

  async addPhoto(userId: number, img: string, content: Buffer, options: SubmitOptions = {}): Promise<Picture> {
    if ((await this.store.countPhotos(userId)) >= MAX_PHOTOS) throw new RefusedError('photo_limit');
    const { key, hash } = await this.pictureKey(userId, 'photo', img, content);
    const record = await this.store.addPhoto(userId, key);
    const review = this.review ? await this.review.submitPhoto(userId, key, hash, options.approved) : 'approved';
    await this.picturesChanged([userId]);
    return picture({ ...record, review }, this.review ? this.review.isShown({ review }) : true);
  }

  /** Members delete only their own photos; the stored image goes with the record. */
  async deletePhoto(userId: number, id: number): Promise<void> {
    const photo = await this.store.findPhoto(id);
    if (!photo) throw new NotFoundError('photo_not_found');
    if (photo.userId !== userId) throw new NotAllowedError('not_owner');
    await this.store.deletePhoto(id);
    await this.review?.withdraw(photo.key);
    await this.picturesChanged([userId]);
    await this.discard(photo.key);
  }

  async addBackPhoto(userId: number, img: string, content: Buffer): Promise<Picture> {
    if ((await this.store.countBackPhotos(userId)) >= MAX_BACK_PHOTOS) throw new RefusedError('backphoto_limit');
    const { key } = await this.pictureKey(userId, 'background', img, content);
    const added = picture(await this.store.addBackPhoto(userId, key));
    await this.picturesChanged([userId]);
    return added;
  }

  async deleteBackPhoto(userId: number, id: number): Promise<void> {
    const photo = await this.store.findBackPhoto(id);
    if (!photo) throw new NotFoundError('backphoto_not_found');
    if (photo.userId !== userId) throw new NotAllowedError('not_owner');
    await this.store.deleteBackPhoto(id);
    await this.picturesChanged([userId]);
    await this.discard(photo.key);
  }

  /** Background photos of many members in one call (member lists). */
  async listBackPhotos(userIds: number[]): Promise<Picture[]> {
    if (userIds.length > MAX_BACK_PHOTO_MEMBERS) throw new InputError({ user_ids: 'too_many' });
    const unique = [...new Set(userIds.filter((id) => id > 0))];
    return (await this.store.listBackPhotos(unique)).map((p) => picture(p));
  }

  /**
   * Whether the object behind a stored picture's address is in the object store: a database kept
   * from an earlier run beside a fresh store has rows whose objects are gone.
   */
  async hasObject(url: string): Promise<boolean> {
    const key = keyOfUrl(url);
    const object = key ? await this.objects.get(key) : null;
    object?.body.destroy();
    return object !== null;
  }

  /** Puts a seeded JPEG back under the key its row names (the demo seed's repair). */
  async restoreObject(url: string, jpeg: Buffer): Promise<void> {
    const key = keyOfUrl(url);
    if (!key || !key.endsWith('.jpg')) throw new InputError({ url: 'invalid' });
    await this.objects.put(key, jpeg, CONTENT_TYPE.jpeg);
  }

  /** An object to serve; keys media never writes are never looked up (nothing is listable). */
  async openObject(key: string): Promise<StoredObject> {
    if (!isObjectKey(key)) throw new NotFoundError('object_not_found');
    const object = await this.objects.get(key);
    if (!object) throw new NotFoundError('object_not_found');
    return object;
  }

  /**
   * A verification selfie (docs/safety.md, "Verified profiles"): checked and re-encoded without
   * metadata like any upload, kept under `selfies/` where nothing serves it to members. Recorded as the
   * member's object, so that their erasure removes it with their pictures; their export leaves it out.
   */
  async storeSelfie(userId: number, bytes: Buffer): Promise<string> {
    return (await this.storeImage(userId, 'selfie', bytes)).key;
  }

  /** A selfie for staff to compare; any other key is not found. */
  async openSelfie(key: string): Promise<StoredObject> {
    const object = isSelfieKey(key) ? await this.objects.get(key) : null;
    if (!object) throw new NotFoundError('object_not_found');
    return object;
  }

  /** Removes a selfie once staff decided; removing it again changes nothing. */
  async deleteSelfie(key: string): Promise<void> {
    if (!isSelfieKey(key)) throw new InputError({ key: 'invalid' });
    await this.discard(key);
  }

  /** A new upload in `content`, or a copy of one of the member's own uploads named by `img`. */
  private async pictureKey(
    userId: number,
    kind: 'photo' | 'background',
    img: string,
    content: Buffer,
  ): Promise<{ key: string; hash: bigint | null }> {
    if (content.length > 0) {
      const stored = await this.storeImage(userId, kind, content);
      return { key: stored.key, hash: stored.hash ?? null };
    }
    if (!img.trim()) throw new InputError({ img: 'required' });
    const source = keyOfUrl(img);
    if (!source) throw new InputError({ img: 'invalid' });
    const original = await this.store.findObject(source);
    if (!original) throw new InputError({ img: 'invalid' }, 'image_not_found');
    if (original.userId !== userId) throw new NotAllowedError('not_owner');
    if (kind === 'photo') await this.review?.refuseRejected('photo', original.pictureHash ?? null);
    // The album keeps its own copy, so that deleting a photo never breaks a post and vice versa.
    const format = (Object.keys(EXTENSION) as ImageFormat[]).find((f) => CONTENT_TYPE[f] === original.contentType)!;
    const key = this.keyFor(userId, kind, format);
    await this.objects.copy(source, key);
    await this.store.recordObject({ ...original, key, kind });
    return { key, hash: original.pictureHash ?? null };
  }

  private async storeImage(
    userId: number,
    kind: ObjectKind,
    bytes: Buffer,
    fixedKey?: (format: ImageFormat) => string,
  ): Promise<Uploaded & { hash?: bigint }> {
    if (!(userId > 0) && kind !== 'gift') throw new InputError({ user_id: 'invalid' });
    if (bytes.length === 0) throw new InputError({ file: 'required' });
    if (!isWithinSize(bytes.length)) throw new InputError({ file: 'outOfSize' }, 'out_of_size');
    const sniffed = sniffFormat(bytes);
    const info = sniffed ? await this.images.inspect(bytes) : null;
    if (!info || info.format !== sniffed) throw new InputError({ file: 'onlyImg' }, 'only_img');
    const avatar = kind === 'avatar';
    if (avatar && !isLargeEnoughAvatar(info.width, info.height))
      throw new InputError({ file: 'lowestPx' }, 'lowest_px');
    if (!isWithinAnimationLimits(info.width, info.height, info.frames))
      throw new InputError({ file: 'tooLarge' }, 'image_too_large');
    const format: ImageFormat = avatar ? 'png' : info.format;
    let encoded: EncodedImage;
    try {
      encoded = await this.images.reencode(bytes, format, avatar ? MAX_AVATAR_PX : MAX_STORED_PX);
    } catch {
      // It decoded in inspect: what fails now is the work of decoding it all (libvips' limits).
      throw new InputError({ file: 'tooLarge' }, 'image_too_large');
    }
    const hash = HASHED.has(kind) ? differenceHash(await this.images.hashPixels(bytes)) : null;
    if (kind === 'avatar' || kind === 'photo') await this.review?.refuseRejected(kind, hash);
    const key = fixedKey ? fixedKey(format) : this.keyFor(userId, kind, format);
    await this.objects.put(key, encoded.data, CONTENT_TYPE[format]);
    await this.store.recordObject({
      key,
      userId,
      kind,
      contentType: CONTENT_TYPE[format],
      size: encoded.data.length,
      width: encoded.width,
      height: encoded.height,
      pictureHash: hash,
    });
    return { key, url: urlOf(key), width: encoded.width, height: encoded.height, ...(hash === null ? {} : { hash }) };
  }

  private keyFor(userId: number, kind: ObjectKind, format: ImageFormat): string {
    return `${PREFIX[kind]}/${userId}/${this.newId()}.${EXTENSION[format]}`;
  }

  private async discard(key: string): Promise<void> {
    await this.objects.remove(key);
    await this.store.forgetObject(key);
  }
}
