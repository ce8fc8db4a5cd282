// Original file: proto/kindred/user/v1/user.proto

/**
 * The privacy controls; every one is off ("everyone") for a member who never saved.
 */
export interface Privacy {
  /**
   * Others see me offline, without a last-active time.
   */
  hide_online?: boolean;
  /**
   * Who may start a chat with me: "everyone" (as the tiers allow), "following" (members I follow),
   * "verified" (verified members only) or "nobody" (customer service only).
   */
  chat_from?: string;
  /**
   * Left out of member lists and search; the profile is reachable by link only.
   */
  hide_from_lists?: boolean;
  /**
   * Not shown to signed-out visitors.
   */
  hide_from_visitors?: boolean;
}

/**
 * The privacy controls; every one is off ("everyone") for a member who never saved.
 */
export interface Privacy__Output {
  /**
   * Others see me offline, without a last-active time.
   */
  hide_online: boolean;
  /**
   * Who may start a chat with me: "everyone" (as the tiers allow), "following" (members I follow),
   * "verified" (verified members only) or "nobody" (customer service only).
   */
  chat_from: string;
  /**
   * Left out of member lists and search; the profile is reachable by link only.
   */
  hide_from_lists: boolean;
  /**
   * Not shown to signed-out visitors.
   */
  hide_from_visitors: boolean;
}
