// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A report as its reporter sees it: the outcome says whether staff acted, never how.
 */
export interface MyReport {
  id?: number | string | Long;
  target_id?: number | string | Long;
  /**
   * Every type the reporter gave within the merge window, first one first.
   */
  types?: number[];
  /**
   * open | action_taken | no_action
   */
  outcome?: string;
  /**
   * Seconds.
   */
  create_time?: number | string | Long;
  /**
   * Seconds: when staff closed it (0 while open).
   */
  decide_time?: number | string | Long;
  /**
   * Messages the reporter attached (the count).
   */
  evidence?: number;
}

/**
 * A report as its reporter sees it: the outcome says whether staff acted, never how.
 */
export interface MyReport__Output {
  id: number;
  target_id: number;
  /**
   * Every type the reporter gave within the merge window, first one first.
   */
  types: number[];
  /**
   * open | action_taken | no_action
   */
  outcome: string;
  /**
   * Seconds.
   */
  create_time: number;
  /**
   * Seconds: when staff closed it (0 while open).
   */
  decide_time: number;
  /**
   * Messages the reporter attached (the count).
   */
  evidence: number;
}
