// Original file: proto/kindred/user/v1/user_staff.proto

export interface DayCount {
  date?: string;
  count?: number;
}

export interface DayCount__Output {
  date: string;
  count: number;
}
