// Original file: proto/kindred/user/v1/user.proto

/**
 * The notification topics; true means "tell me". A member who never saved has every topic on.
 */
export interface NotificationTopics {
  profile_comments?: boolean;
  status_comments?: boolean;
  status_likes?: boolean;
  wall_posts?: boolean;
  new_mail?: boolean;
  new_chat_message?: boolean;
  photo_comments?: boolean;
  video_comments?: boolean;
  credits_received?: boolean;
  gift_received?: boolean;
  /**
   * A new member matches one of my saved searches (docs/discovery.md, "Saved searches"): digest only.
   */
  saved_search_match?: boolean;
}

/**
 * The notification topics; true means "tell me". A member who never saved has every topic on.
 */
export interface NotificationTopics__Output {
  profile_comments: boolean;
  status_comments: boolean;
  status_likes: boolean;
  wall_posts: boolean;
  new_mail: boolean;
  new_chat_message: boolean;
  photo_comments: boolean;
  video_comments: boolean;
  credits_received: boolean;
  gift_received: boolean;
  /**
   * A new member matches one of my saved searches (docs/discovery.md, "Saved searches"): digest only.
   */
  saved_search_match: boolean;
}
