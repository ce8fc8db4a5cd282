import type { Migration } from '@kindred/kit';
import { media } from './0001_media';
import { giftPictures } from './0002_gift_pictures';
import { memberExports } from './0020_member_exports';
import { exportAccess } from './0060_export_access';
import { pictureReviews } from './0070_picture_reviews';
import { verificationSelfies } from './0080_verification_selfies';

/** Every migration of the media_svc schema, in order. */
export const migrations: Migration[] = [
  media,
  giftPictures,
  memberExports,
  exportAccess,
  pictureReviews,
  verificationSelfies,
];
