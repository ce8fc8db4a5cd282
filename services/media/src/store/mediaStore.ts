export type ObjectKind = 'post' | 'background' | 'avatar' | 'photo' | 'gift' | 'selfie';

export interface ObjectRecord {
  key: string;
  userId: number;
  kind: ObjectKind;
  contentType: string;
  size: number;
  width: number;
  height: number;
  /** The perceptual hash of a member's upload (domain/pictureHash.ts); null for gifts and older uploads. */
  pictureHash?: bigint | null;
}

export interface PhotoRecord {
  id: number;
  userId: number;
  key: string;
  /** Seconds. */
  createTime: number;
  /** Photos only: the photo review's state (approved when never reviewed). */
  review?: 'pending' | 'approved' | 'rejected';
}

/** Records of stored objects, photos and background photos (the bytes live in the object store). */
export interface MediaStore {
  recordObject(object: ObjectRecord): Promise<void>;
  findObject(key: string): Promise<ObjectRecord | null>;
  /** Removes the object record if nothing refers to it any more. */
  forgetObject(key: string): Promise<void>;
  /** The member's stored avatars (the current one and any it replaced). */
  avatarKeysOf(userId: number): Promise<string[]>;

  addPhoto(userId: number, key: string): Promise<PhotoRecord>;
  listPhotos(userId: number): Promise<PhotoRecord[]>;
  findPhoto(id: number): Promise<PhotoRecord | null>;
  deletePhoto(id: number): Promise<void>;
  deletePhotoByKey(key: string): Promise<void>;
  countPhotos(userId: number): Promise<number>;

  addBackPhoto(userId: number, key: string): Promise<PhotoRecord>;
  listBackPhotos(userIds: number[]): Promise<PhotoRecord[]>;
  findBackPhoto(id: number): Promise<PhotoRecord | null>;
  deleteBackPhoto(id: number): Promise<void>;
  countBackPhotos(userId: number): Promise<number>;
}
