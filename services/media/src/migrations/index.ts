import type { Migration } from '@kindred/kit';
import { media } from './0001_media';

/** Every migration of the media_svc schema, in order. */
export const migrations: Migration[] = [media];
