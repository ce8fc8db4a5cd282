import type { Migration } from '@kindred/kit';
import { media } from './0001_media';
import { giftPictures } from './0002_gift_pictures';
import { memberExports } from './0020_member_exports';

/** Every migration of the media_svc schema, in order. */
export const migrations: Migration[] = [media, giftPictures, memberExports];
