// Original file: proto/kindred/commerce/v1/commerce.proto

export interface PaymentSession {
  guid?: string;
  url?: string;
}

export interface PaymentSession__Output {
  guid: string;
  url: string;
}
