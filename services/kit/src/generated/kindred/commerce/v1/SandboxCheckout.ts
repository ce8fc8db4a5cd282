// Original file: proto/kindred/commerce/v1/commerce.proto

export interface SandboxCheckout {
  order_id?: string;
  amount?: string;
  currency?: string;
  description?: string;
  state?: string;
}

export interface SandboxCheckout__Output {
  order_id: string;
  amount: string;
  currency: string;
  description: string;
  state: string;
}
