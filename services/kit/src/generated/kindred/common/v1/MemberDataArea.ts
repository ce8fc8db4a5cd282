// Original file: proto/kindred/common/v1/member_data.proto

/**
 * One file of the export: name is the file in the zip (e.g. "posts.json"), json its content. Other
 * members appear in it by id and username only.
 */
export interface MemberDataArea {
  name?: string;
  json?: string;
}

/**
 * One file of the export: name is the file in the zip (e.g. "posts.json"), json its content. Other
 * members appear in it by id and username only.
 */
export interface MemberDataArea__Output {
  name: string;
  json: string;
}
