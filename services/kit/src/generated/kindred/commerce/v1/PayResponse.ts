// Original file: proto/kindred/commerce/v1/commerce.proto

export interface PayResponse {
  type?: string;
  content?: string;
  order_id?: string;
}

export interface PayResponse__Output {
  type: string;
  content: string;
  order_id: string;
}
