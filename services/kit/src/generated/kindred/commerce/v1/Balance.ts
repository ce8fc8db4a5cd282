// Original file: proto/kindred/commerce/v1/commerce.proto

export interface Balance {
  amount?: string;
}

export interface Balance__Output {
  amount: string;
}
