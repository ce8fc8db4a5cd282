// Original file: proto/kindred/media/v1/member_exports.proto

import type {
  MemberExport as _kindred_media_v1_MemberExport,
  MemberExport__Output as _kindred_media_v1_MemberExport__Output,
} from '../../../kindred/media/v1/MemberExport';

export interface MemberExportList {
  exports?: _kindred_media_v1_MemberExport[];
}

export interface MemberExportList__Output {
  exports: _kindred_media_v1_MemberExport__Output[];
}
