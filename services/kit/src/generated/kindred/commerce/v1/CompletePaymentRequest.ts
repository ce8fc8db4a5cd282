// Original file: proto/kindred/commerce/v1/commerce.proto

export interface CompletePaymentRequest {
  provider?: string;
  payload?: string;
  signature?: string;
}

export interface CompletePaymentRequest__Output {
  provider: string;
  payload: string;
  signature: string;
}
