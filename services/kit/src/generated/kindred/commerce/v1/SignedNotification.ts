// Original file: proto/kindred/commerce/v1/commerce.proto

/**
 * What a processor POSTs to the merchant's callback: the exact body and its signature header.
 */
export interface SignedNotification {
  payload?: string;
  signature?: string;
  provider?: string;
}

/**
 * What a processor POSTs to the merchant's callback: the exact body and its signature header.
 */
export interface SignedNotification__Output {
  payload: string;
  signature: string;
  provider: string;
}
