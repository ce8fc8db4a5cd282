// Original file: proto/kindred/user/v1/user.proto

import type {
  NotificationTopics as _kindred_user_v1_NotificationTopics,
  NotificationTopics__Output as _kindred_user_v1_NotificationTopics__Output,
} from '../../../kindred/user/v1/NotificationTopics';
import type {
  Privacy as _kindred_user_v1_Privacy,
  Privacy__Output as _kindred_user_v1_Privacy__Output,
} from '../../../kindred/user/v1/Privacy';

/**
 * general: the general settings page's one choice (default on). delivery: how notifications are sent,
 * one of "Immediately", "Automatically" (when absent for 2 days; the default) or "never".
 */
export interface MemberSettings {
  general?: boolean;
  topics?: _kindred_user_v1_NotificationTopics | null;
  delivery?: string;
  privacy?: _kindred_user_v1_Privacy | null;
}

/**
 * general: the general settings page's one choice (default on). delivery: how notifications are sent,
 * one of "Immediately", "Automatically" (when absent for 2 days; the default) or "never".
 */
export interface MemberSettings__Output {
  general: boolean;
  topics: _kindred_user_v1_NotificationTopics__Output | null;
  delivery: string;
  privacy: _kindred_user_v1_Privacy__Output | null;
}
