// Original file: proto/kindred/media/v1/media.proto

/**
 * url: /media/<key>, served by the edge. review (avatars): pending while it waits for staff (the
 * member's public avatar stays the last approved one), approved when it is the avatar already.
 */
export interface UploadResponse {
  url?: string;
  key?: string;
  width?: number;
  height?: number;
  review?: string;
}

/**
 * url: /media/<key>, served by the edge. review (avatars): pending while it waits for staff (the
 * member's public avatar stays the last approved one), approved when it is the avatar already.
 */
export interface UploadResponse__Output {
  url: string;
  key: string;
  width: number;
  height: number;
  review: string;
}
