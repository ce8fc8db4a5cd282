// Original file: proto/kindred/messaging/v1/messaging.proto

/**
 * refusal: "" (may), "blocked", "chat_closed" (the recipient's chat_from) or "user_not_found"
 * (no such member, erased, suspended or in the deletion grace period). A fact that cannot be checked
 * answers UNAVAILABLE (try again), never "may".
 */
export interface CheckReachResponse {
  refusal?: string;
}

/**
 * refusal: "" (may), "blocked", "chat_closed" (the recipient's chat_from) or "user_not_found"
 * (no such member, erased, suspended or in the deletion grace period). A fact that cannot be checked
 * answers UNAVAILABLE (try again), never "may".
 */
export interface CheckReachResponse__Output {
  refusal: string;
}
