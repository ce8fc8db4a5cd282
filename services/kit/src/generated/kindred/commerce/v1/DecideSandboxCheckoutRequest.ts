// Original file: proto/kindred/commerce/v1/commerce.proto

/**
 * decision: pay | decline
 */
export interface DecideSandboxCheckoutRequest {
  order_id?: string;
  decision?: string;
}

/**
 * decision: pay | decline
 */
export interface DecideSandboxCheckoutRequest__Output {
  order_id: string;
  decision: string;
}
