import type { Migration } from '@kindred/kit';
import { social } from './0001_social';
import { followOrder } from './0010_follow_order';

/** Every migration of the social_svc schema, in order. */
export const migrations: Migration[] = [social, followOrder];
