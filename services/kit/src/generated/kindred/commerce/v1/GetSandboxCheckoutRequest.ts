// Original file: proto/kindred/commerce/v1/commerce.proto

export interface GetSandboxCheckoutRequest {
  order_id?: string;
}

export interface GetSandboxCheckoutRequest__Output {
  order_id: string;
}
