// Original file: proto/kindred/commerce/v1/commerce.proto

/**
 * changed is false when the notification was a replay or the order had already settled.
 */
export interface CompletePaymentResponse {
  order_id?: string;
  state?: string;
  changed?: boolean;
}

/**
 * changed is false when the notification was a replay or the order had already settled.
 */
export interface CompletePaymentResponse__Output {
  order_id: string;
  state: string;
  changed: boolean;
}
