// Original file: proto/kindred/commerce/v1/commerce_staff.proto

export interface RevenueDay {
  date?: string;
  revenue?: string;
}

export interface RevenueDay__Output {
  date: string;
  revenue: string;
}
