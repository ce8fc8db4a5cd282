import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from './kindred/common/v1/Caller';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from './kindred/common/v1/Empty';
import type {
  Member as _kindred_common_v1_Member,
  Member__Output as _kindred_common_v1_Member__Output,
} from './kindred/common/v1/Member';
import type {
  MemberDataArea as _kindred_common_v1_MemberDataArea,
  MemberDataArea__Output as _kindred_common_v1_MemberDataArea__Output,
} from './kindred/common/v1/MemberDataArea';
import type {
  MemberDataAreas as _kindred_common_v1_MemberDataAreas,
  MemberDataAreas__Output as _kindred_common_v1_MemberDataAreas__Output,
} from './kindred/common/v1/MemberDataAreas';
import type {
  MemberDataRequest as _kindred_common_v1_MemberDataRequest,
  MemberDataRequest__Output as _kindred_common_v1_MemberDataRequest__Output,
} from './kindred/common/v1/MemberDataRequest';
import type {
  Page as _kindred_common_v1_Page,
  Page__Output as _kindred_common_v1_Page__Output,
} from './kindred/common/v1/Page';
import type {
  AddPhotoRequest as _kindred_media_v1_AddPhotoRequest,
  AddPhotoRequest__Output as _kindred_media_v1_AddPhotoRequest__Output,
} from './kindred/media/v1/AddPhotoRequest';
import type {
  BackPhoto as _kindred_media_v1_BackPhoto,
  BackPhoto__Output as _kindred_media_v1_BackPhoto__Output,
} from './kindred/media/v1/BackPhoto';
import type {
  BackPhotoMap as _kindred_media_v1_BackPhotoMap,
  BackPhotoMap__Output as _kindred_media_v1_BackPhotoMap__Output,
} from './kindred/media/v1/BackPhotoMap';
import type {
  DecideMemberExportRequest as _kindred_media_v1_DecideMemberExportRequest,
  DecideMemberExportRequest__Output as _kindred_media_v1_DecideMemberExportRequest__Output,
} from './kindred/media/v1/DecideMemberExportRequest';
import type {
  DecidePictureReviewRequest as _kindred_media_v1_DecidePictureReviewRequest,
  DecidePictureReviewRequest__Output as _kindred_media_v1_DecidePictureReviewRequest__Output,
} from './kindred/media/v1/DecidePictureReviewRequest';
import type {
  DeletePhotoRequest as _kindred_media_v1_DeletePhotoRequest,
  DeletePhotoRequest__Output as _kindred_media_v1_DeletePhotoRequest__Output,
} from './kindred/media/v1/DeletePhotoRequest';
import type {
  ExportChunk as _kindred_media_v1_ExportChunk,
  ExportChunk__Output as _kindred_media_v1_ExportChunk__Output,
} from './kindred/media/v1/ExportChunk';
import type {
  GetObjectRequest as _kindred_media_v1_GetObjectRequest,
  GetObjectRequest__Output as _kindred_media_v1_GetObjectRequest__Output,
} from './kindred/media/v1/GetObjectRequest';
import type {
  ListBackPhotosRequest as _kindred_media_v1_ListBackPhotosRequest,
  ListBackPhotosRequest__Output as _kindred_media_v1_ListBackPhotosRequest__Output,
} from './kindred/media/v1/ListBackPhotosRequest';
import type {
  ListMemberExportsRequest as _kindred_media_v1_ListMemberExportsRequest,
  ListMemberExportsRequest__Output as _kindred_media_v1_ListMemberExportsRequest__Output,
} from './kindred/media/v1/ListMemberExportsRequest';
import type {
  ListMemberPictureReviewsRequest as _kindred_media_v1_ListMemberPictureReviewsRequest,
  ListMemberPictureReviewsRequest__Output as _kindred_media_v1_ListMemberPictureReviewsRequest__Output,
} from './kindred/media/v1/ListMemberPictureReviewsRequest';
import type {
  ListPhotosRequest as _kindred_media_v1_ListPhotosRequest,
  ListPhotosRequest__Output as _kindred_media_v1_ListPhotosRequest__Output,
} from './kindred/media/v1/ListPhotosRequest';
import type {
  ListPictureReviewsRequest as _kindred_media_v1_ListPictureReviewsRequest,
  ListPictureReviewsRequest__Output as _kindred_media_v1_ListPictureReviewsRequest__Output,
} from './kindred/media/v1/ListPictureReviewsRequest';
import type {
  MediaServiceClient as _kindred_media_v1_MediaServiceClient,
  MediaServiceDefinition as _kindred_media_v1_MediaServiceDefinition,
} from './kindred/media/v1/MediaService';
import type {
  MemberExport as _kindred_media_v1_MemberExport,
  MemberExport__Output as _kindred_media_v1_MemberExport__Output,
} from './kindred/media/v1/MemberExport';
import type {
  MemberExportList as _kindred_media_v1_MemberExportList,
  MemberExportList__Output as _kindred_media_v1_MemberExportList__Output,
} from './kindred/media/v1/MemberExportList';
import type {
  MemberExportServiceClient as _kindred_media_v1_MemberExportServiceClient,
  MemberExportServiceDefinition as _kindred_media_v1_MemberExportServiceDefinition,
} from './kindred/media/v1/MemberExportService';
import type {
  ObjectChunk as _kindred_media_v1_ObjectChunk,
  ObjectChunk__Output as _kindred_media_v1_ObjectChunk__Output,
} from './kindred/media/v1/ObjectChunk';
import type {
  OpenMemberExportRequest as _kindred_media_v1_OpenMemberExportRequest,
  OpenMemberExportRequest__Output as _kindred_media_v1_OpenMemberExportRequest__Output,
} from './kindred/media/v1/OpenMemberExportRequest';
import type {
  Photo as _kindred_media_v1_Photo,
  Photo__Output as _kindred_media_v1_Photo__Output,
} from './kindred/media/v1/Photo';
import type {
  PhotoList as _kindred_media_v1_PhotoList,
  PhotoList__Output as _kindred_media_v1_PhotoList__Output,
} from './kindred/media/v1/PhotoList';
import type {
  PictureReview as _kindred_media_v1_PictureReview,
  PictureReview__Output as _kindred_media_v1_PictureReview__Output,
} from './kindred/media/v1/PictureReview';
import type {
  PictureReviewPage as _kindred_media_v1_PictureReviewPage,
  PictureReviewPage__Output as _kindred_media_v1_PictureReviewPage__Output,
} from './kindred/media/v1/PictureReviewPage';
import type {
  RequestMemberExportRequest as _kindred_media_v1_RequestMemberExportRequest,
  RequestMemberExportRequest__Output as _kindred_media_v1_RequestMemberExportRequest__Output,
} from './kindred/media/v1/RequestMemberExportRequest';
import type {
  SelfieKeyRequest as _kindred_media_v1_SelfieKeyRequest,
  SelfieKeyRequest__Output as _kindred_media_v1_SelfieKeyRequest__Output,
} from './kindred/media/v1/SelfieKeyRequest';
import type {
  StoreSelfieRequest as _kindred_media_v1_StoreSelfieRequest,
  StoreSelfieRequest__Output as _kindred_media_v1_StoreSelfieRequest__Output,
} from './kindred/media/v1/StoreSelfieRequest';
import type {
  StoreSelfieResponse as _kindred_media_v1_StoreSelfieResponse,
  StoreSelfieResponse__Output as _kindred_media_v1_StoreSelfieResponse__Output,
} from './kindred/media/v1/StoreSelfieResponse';
import type {
  SweepMemberExportsResponse as _kindred_media_v1_SweepMemberExportsResponse,
  SweepMemberExportsResponse__Output as _kindred_media_v1_SweepMemberExportsResponse__Output,
} from './kindred/media/v1/SweepMemberExportsResponse';
import type {
  UploadRequest as _kindred_media_v1_UploadRequest,
  UploadRequest__Output as _kindred_media_v1_UploadRequest__Output,
} from './kindred/media/v1/UploadRequest';
import type {
  UploadResponse as _kindred_media_v1_UploadResponse,
  UploadResponse__Output as _kindred_media_v1_UploadResponse__Output,
} from './kindred/media/v1/UploadResponse';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  kindred: {
    common: {
      v1: {
        Caller: MessageTypeDefinition<_kindred_common_v1_Caller, _kindred_common_v1_Caller__Output>;
        Empty: MessageTypeDefinition<_kindred_common_v1_Empty, _kindred_common_v1_Empty__Output>;
        Member: MessageTypeDefinition<_kindred_common_v1_Member, _kindred_common_v1_Member__Output>;
        MemberDataArea: MessageTypeDefinition<
          _kindred_common_v1_MemberDataArea,
          _kindred_common_v1_MemberDataArea__Output
        >;
        MemberDataAreas: MessageTypeDefinition<
          _kindred_common_v1_MemberDataAreas,
          _kindred_common_v1_MemberDataAreas__Output
        >;
        MemberDataRequest: MessageTypeDefinition<
          _kindred_common_v1_MemberDataRequest,
          _kindred_common_v1_MemberDataRequest__Output
        >;
        Page: MessageTypeDefinition<_kindred_common_v1_Page, _kindred_common_v1_Page__Output>;
      };
    };
    media: {
      v1: {
        AddPhotoRequest: MessageTypeDefinition<
          _kindred_media_v1_AddPhotoRequest,
          _kindred_media_v1_AddPhotoRequest__Output
        >;
        BackPhoto: MessageTypeDefinition<_kindred_media_v1_BackPhoto, _kindred_media_v1_BackPhoto__Output>;
        BackPhotoMap: MessageTypeDefinition<_kindred_media_v1_BackPhotoMap, _kindred_media_v1_BackPhotoMap__Output>;
        DecideMemberExportRequest: MessageTypeDefinition<
          _kindred_media_v1_DecideMemberExportRequest,
          _kindred_media_v1_DecideMemberExportRequest__Output
        >;
        DecidePictureReviewRequest: MessageTypeDefinition<
          _kindred_media_v1_DecidePictureReviewRequest,
          _kindred_media_v1_DecidePictureReviewRequest__Output
        >;
        DeletePhotoRequest: MessageTypeDefinition<
          _kindred_media_v1_DeletePhotoRequest,
          _kindred_media_v1_DeletePhotoRequest__Output
        >;
        ExportChunk: MessageTypeDefinition<_kindred_media_v1_ExportChunk, _kindred_media_v1_ExportChunk__Output>;
        GetObjectRequest: MessageTypeDefinition<
          _kindred_media_v1_GetObjectRequest,
          _kindred_media_v1_GetObjectRequest__Output
        >;
        ListBackPhotosRequest: MessageTypeDefinition<
          _kindred_media_v1_ListBackPhotosRequest,
          _kindred_media_v1_ListBackPhotosRequest__Output
        >;
        ListMemberExportsRequest: MessageTypeDefinition<
          _kindred_media_v1_ListMemberExportsRequest,
          _kindred_media_v1_ListMemberExportsRequest__Output
        >;
        ListMemberPictureReviewsRequest: MessageTypeDefinition<
          _kindred_media_v1_ListMemberPictureReviewsRequest,
          _kindred_media_v1_ListMemberPictureReviewsRequest__Output
        >;
        ListPhotosRequest: MessageTypeDefinition<
          _kindred_media_v1_ListPhotosRequest,
          _kindred_media_v1_ListPhotosRequest__Output
        >;
        ListPictureReviewsRequest: MessageTypeDefinition<
          _kindred_media_v1_ListPictureReviewsRequest,
          _kindred_media_v1_ListPictureReviewsRequest__Output
        >;
        /**
         * Binary objects in MinIO: uploads, avatars, photos, background photos.
         */
        MediaService: SubtypeConstructor<typeof grpc.Client, _kindred_media_v1_MediaServiceClient> & {
          service: _kindred_media_v1_MediaServiceDefinition;
        };
        MemberExport: MessageTypeDefinition<_kindred_media_v1_MemberExport, _kindred_media_v1_MemberExport__Output>;
        MemberExportList: MessageTypeDefinition<
          _kindred_media_v1_MemberExportList,
          _kindred_media_v1_MemberExportList__Output
        >;
        /**
         * "Download my data": a job gathers every service's part of a member's data and the member's
         * original pictures into a zip in the object store (docs/privacy.md). A staff-requested export is a
         * data-access request: it waits for a second staff member's approval before it is built.
         */
        MemberExportService: SubtypeConstructor<typeof grpc.Client, _kindred_media_v1_MemberExportServiceClient> & {
          service: _kindred_media_v1_MemberExportServiceDefinition;
        };
        ObjectChunk: MessageTypeDefinition<_kindred_media_v1_ObjectChunk, _kindred_media_v1_ObjectChunk__Output>;
        OpenMemberExportRequest: MessageTypeDefinition<
          _kindred_media_v1_OpenMemberExportRequest,
          _kindred_media_v1_OpenMemberExportRequest__Output
        >;
        Photo: MessageTypeDefinition<_kindred_media_v1_Photo, _kindred_media_v1_Photo__Output>;
        PhotoList: MessageTypeDefinition<_kindred_media_v1_PhotoList, _kindred_media_v1_PhotoList__Output>;
        PictureReview: MessageTypeDefinition<_kindred_media_v1_PictureReview, _kindred_media_v1_PictureReview__Output>;
        PictureReviewPage: MessageTypeDefinition<
          _kindred_media_v1_PictureReviewPage,
          _kindred_media_v1_PictureReviewPage__Output
        >;
        RequestMemberExportRequest: MessageTypeDefinition<
          _kindred_media_v1_RequestMemberExportRequest,
          _kindred_media_v1_RequestMemberExportRequest__Output
        >;
        SelfieKeyRequest: MessageTypeDefinition<
          _kindred_media_v1_SelfieKeyRequest,
          _kindred_media_v1_SelfieKeyRequest__Output
        >;
        StoreSelfieRequest: MessageTypeDefinition<
          _kindred_media_v1_StoreSelfieRequest,
          _kindred_media_v1_StoreSelfieRequest__Output
        >;
        StoreSelfieResponse: MessageTypeDefinition<
          _kindred_media_v1_StoreSelfieResponse,
          _kindred_media_v1_StoreSelfieResponse__Output
        >;
        SweepMemberExportsResponse: MessageTypeDefinition<
          _kindred_media_v1_SweepMemberExportsResponse,
          _kindred_media_v1_SweepMemberExportsResponse__Output
        >;
        UploadRequest: MessageTypeDefinition<_kindred_media_v1_UploadRequest, _kindred_media_v1_UploadRequest__Output>;
        UploadResponse: MessageTypeDefinition<
          _kindred_media_v1_UploadResponse,
          _kindred_media_v1_UploadResponse__Output
        >;
      };
    };
  };
}
