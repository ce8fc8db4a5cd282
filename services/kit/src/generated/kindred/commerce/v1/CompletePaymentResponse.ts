// Original file: proto/kindred/commerce/v1/commerce.proto

export interface CompletePaymentResponse {
  order_id?: string;
  state?: string;
}

export interface CompletePaymentResponse__Output {
  order_id: string;
  state: string;
}
