// Original file: proto/kindred/messaging/v1/push.proto

import type { Long } from '@grpc/proto-loader';

export interface SavePushSubscriptionRequest {
  user_id?: number | string | Long;
  /**
   * The push service's URL for this browser (https, at most 1024 characters).
   */
  endpoint?: string;
  /**
   * The browser's P-256 public key and auth secret, base64url (RFC 8291).
   */
  p256dh?: string;
  auth?: string;
  /**
   * The device's IANA time zone, for quiet hours ('' = UTC).
   */
  time_zone?: string;
  /**
   * Whether a push may show the message's first words (otherwise only who sent it).
   */
  previews?: boolean;
  /**
   * The layout that subscribed ("m" or "w"): tapping a push opens that layout's screen.
   */
  layout?: string;
  /**
   * The sha256 (hex) of the session token that subscribed: the subscription ends with that session.
   */
  session_token_hash?: string;
}

export interface SavePushSubscriptionRequest__Output {
  user_id: number;
  /**
   * The push service's URL for this browser (https, at most 1024 characters).
   */
  endpoint: string;
  /**
   * The browser's P-256 public key and auth secret, base64url (RFC 8291).
   */
  p256dh: string;
  auth: string;
  /**
   * The device's IANA time zone, for quiet hours ('' = UTC).
   */
  time_zone: string;
  /**
   * Whether a push may show the message's first words (otherwise only who sent it).
   */
  previews: boolean;
  /**
   * The layout that subscribed ("m" or "w"): tapping a push opens that layout's screen.
   */
  layout: string;
  /**
   * The sha256 (hex) of the session token that subscribed: the subscription ends with that session.
   */
  session_token_hash: string;
}
