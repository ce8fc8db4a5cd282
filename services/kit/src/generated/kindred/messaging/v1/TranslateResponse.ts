// Original file: proto/kindred/messaging/v1/messaging.proto

export interface TranslateResponse {
  dst?: string;
}

export interface TranslateResponse__Output {
  dst: string;
}
