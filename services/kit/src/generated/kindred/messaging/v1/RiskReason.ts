// Original file: proto/kindred/messaging/v1/messaging_staff.proto

/**
 * What a signal counted: kind (same_first_message, first_message_<pattern>, many_new_conversations,
 * blocked_by_many, reported_by_many), the count in its window, and a detail (a fingerprint, a pattern's
 * name, the account's age in days). Never a message's text.
 */
export interface RiskReason {
  kind?: string;
  count?: number;
  window_hours?: number;
  detail?: string;
}

/**
 * What a signal counted: kind (same_first_message, first_message_<pattern>, many_new_conversations,
 * blocked_by_many, reported_by_many), the count in its window, and a detail (a fingerprint, a pattern's
 * name, the account's age in days). Never a message's text.
 */
export interface RiskReason__Output {
  kind: string;
  count: number;
  window_hours: number;
  detail: string;
}
