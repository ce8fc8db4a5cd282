import type { Migration } from '@kindred/kit';
import { social } from './0001_social';

/** Every migration of the social_svc schema, in order. */
export const migrations: Migration[] = [social];
