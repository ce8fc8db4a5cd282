import type { Migration } from '@kindred/kit';
import { social } from './0001_social';
import { followOrder } from './0010_follow_order';
import { reportEvidence } from './0020_report_evidence';

/** Every migration of the social_svc schema, in order. */
export const migrations: Migration[] = [social, followOrder, reportEvidence];
