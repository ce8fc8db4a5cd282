// Original file: proto/kindred/user/v1/user_staff.proto

export interface StaffPageRequest {
  page?: number;
}

export interface StaffPageRequest__Output {
  page: number;
}
