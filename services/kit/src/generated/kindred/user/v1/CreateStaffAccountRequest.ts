// Original file: proto/kindred/user/v1/user_staff.proto

export interface CreateStaffAccountRequest {
  username?: string;
  email?: string;
  password?: string;
  role?: string;
}

export interface CreateStaffAccountRequest__Output {
  username: string;
  email: string;
  password: string;
  role: string;
}
