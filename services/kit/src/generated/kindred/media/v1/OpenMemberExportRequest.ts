// Original file: proto/kindred/media/v1/member_exports.proto

export interface OpenMemberExportRequest {
  token?: string;
}

export interface OpenMemberExportRequest__Output {
  token: string;
}
