// Original file: proto/kindred/user/v1/user.proto

import type {
  NotificationTopics as _kindred_user_v1_NotificationTopics,
  NotificationTopics__Output as _kindred_user_v1_NotificationTopics__Output,
} from '../../../kindred/user/v1/NotificationTopics';

/**
 * general: the general settings page's one choice (default on). delivery: how notifications are sent,
 * one of "Immediately", "Automatically" (when absent for 2 days; the default) or "never".
 */
export interface MemberSettings {
  general?: boolean;
  topics?: _kindred_user_v1_NotificationTopics | null;
  delivery?: string;
}

/**
 * general: the general settings page's one choice (default on). delivery: how notifications are sent,
 * one of "Immediately", "Automatically" (when absent for 2 days; the default) or "never".
 */
export interface MemberSettings__Output {
  general: boolean;
  topics: _kindred_user_v1_NotificationTopics__Output | null;
  delivery: string;
}
