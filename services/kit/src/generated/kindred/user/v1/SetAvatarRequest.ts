// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Media sets it (photo review): pending sets only the picture its owner sees while staff review it
 * (empty: none waits); otherwise the avatar everyone sees (empty: none), and the pending one it was
 * is cleared. quiet: no avatar_changed event (a rejected picture taken down, not a new avatar).
 */
export interface SetAvatarRequest {
  user_id?: number | string | Long;
  avatar?: string;
  pending?: boolean;
  quiet?: boolean;
}

/**
 * Media sets it (photo review): pending sets only the picture its owner sees while staff review it
 * (empty: none waits); otherwise the avatar everyone sees (empty: none), and the pending one it was
 * is cleared. quiet: no avatar_changed event (a rejected picture taken down, not a new avatar).
 */
export interface SetAvatarRequest__Output {
  user_id: number;
  avatar: string;
  pending: boolean;
  quiet: boolean;
}
