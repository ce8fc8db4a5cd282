// Original file: proto/kindred/common/v1/common.proto

export interface Page {
  page?: number;
  per_page?: number;
}

export interface Page__Output {
  page: number;
  per_page: number;
}
