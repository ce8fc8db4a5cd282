// Original file: proto/kindred/media/v1/media.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  AddPhotoRequest as _kindred_media_v1_AddPhotoRequest,
  AddPhotoRequest__Output as _kindred_media_v1_AddPhotoRequest__Output,
} from '../../../kindred/media/v1/AddPhotoRequest';
import type {
  BackPhoto as _kindred_media_v1_BackPhoto,
  BackPhoto__Output as _kindred_media_v1_BackPhoto__Output,
} from '../../../kindred/media/v1/BackPhoto';
import type {
  BackPhotoMap as _kindred_media_v1_BackPhotoMap,
  BackPhotoMap__Output as _kindred_media_v1_BackPhotoMap__Output,
} from '../../../kindred/media/v1/BackPhotoMap';
import type {
  DecidePictureReviewRequest as _kindred_media_v1_DecidePictureReviewRequest,
  DecidePictureReviewRequest__Output as _kindred_media_v1_DecidePictureReviewRequest__Output,
} from '../../../kindred/media/v1/DecidePictureReviewRequest';
import type {
  DeletePhotoRequest as _kindred_media_v1_DeletePhotoRequest,
  DeletePhotoRequest__Output as _kindred_media_v1_DeletePhotoRequest__Output,
} from '../../../kindred/media/v1/DeletePhotoRequest';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from '../../../kindred/common/v1/Empty';
import type {
  GetObjectRequest as _kindred_media_v1_GetObjectRequest,
  GetObjectRequest__Output as _kindred_media_v1_GetObjectRequest__Output,
} from '../../../kindred/media/v1/GetObjectRequest';
import type {
  ListBackPhotosRequest as _kindred_media_v1_ListBackPhotosRequest,
  ListBackPhotosRequest__Output as _kindred_media_v1_ListBackPhotosRequest__Output,
} from '../../../kindred/media/v1/ListBackPhotosRequest';
import type {
  ListMemberPictureReviewsRequest as _kindred_media_v1_ListMemberPictureReviewsRequest,
  ListMemberPictureReviewsRequest__Output as _kindred_media_v1_ListMemberPictureReviewsRequest__Output,
} from '../../../kindred/media/v1/ListMemberPictureReviewsRequest';
import type {
  ListPhotosRequest as _kindred_media_v1_ListPhotosRequest,
  ListPhotosRequest__Output as _kindred_media_v1_ListPhotosRequest__Output,
} from '../../../kindred/media/v1/ListPhotosRequest';
import type {
  ListPictureReviewsRequest as _kindred_media_v1_ListPictureReviewsRequest,
  ListPictureReviewsRequest__Output as _kindred_media_v1_ListPictureReviewsRequest__Output,
} from '../../../kindred/media/v1/ListPictureReviewsRequest';
import type {
  ObjectChunk as _kindred_media_v1_ObjectChunk,
  ObjectChunk__Output as _kindred_media_v1_ObjectChunk__Output,
} from '../../../kindred/media/v1/ObjectChunk';
import type {
  Photo as _kindred_media_v1_Photo,
  Photo__Output as _kindred_media_v1_Photo__Output,
} from '../../../kindred/media/v1/Photo';
import type {
  PhotoList as _kindred_media_v1_PhotoList,
  PhotoList__Output as _kindred_media_v1_PhotoList__Output,
} from '../../../kindred/media/v1/PhotoList';
import type {
  PictureReview as _kindred_media_v1_PictureReview,
  PictureReview__Output as _kindred_media_v1_PictureReview__Output,
} from '../../../kindred/media/v1/PictureReview';
import type {
  PictureReviewPage as _kindred_media_v1_PictureReviewPage,
  PictureReviewPage__Output as _kindred_media_v1_PictureReviewPage__Output,
} from '../../../kindred/media/v1/PictureReviewPage';
import type {
  SelfieKeyRequest as _kindred_media_v1_SelfieKeyRequest,
  SelfieKeyRequest__Output as _kindred_media_v1_SelfieKeyRequest__Output,
} from '../../../kindred/media/v1/SelfieKeyRequest';
import type {
  StoreSelfieRequest as _kindred_media_v1_StoreSelfieRequest,
  StoreSelfieRequest__Output as _kindred_media_v1_StoreSelfieRequest__Output,
} from '../../../kindred/media/v1/StoreSelfieRequest';
import type {
  StoreSelfieResponse as _kindred_media_v1_StoreSelfieResponse,
  StoreSelfieResponse__Output as _kindred_media_v1_StoreSelfieResponse__Output,
} from '../../../kindred/media/v1/StoreSelfieResponse';
import type {
  UploadRequest as _kindred_media_v1_UploadRequest,
  UploadRequest__Output as _kindred_media_v1_UploadRequest__Output,
} from '../../../kindred/media/v1/UploadRequest';
import type {
  UploadResponse as _kindred_media_v1_UploadResponse,
  UploadResponse__Output as _kindred_media_v1_UploadResponse__Output,
} from '../../../kindred/media/v1/UploadResponse';

/**
 * Binary objects in MinIO: uploads, avatars, photos, background photos.
 */
export interface MediaServiceClient extends grpc.Client {
  AddBackPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhoto__Output>,
  ): grpc.ClientUnaryCall;
  AddBackPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhoto__Output>,
  ): grpc.ClientUnaryCall;
  AddBackPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhoto__Output>,
  ): grpc.ClientUnaryCall;
  AddBackPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhoto__Output>,
  ): grpc.ClientUnaryCall;
  addBackPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhoto__Output>,
  ): grpc.ClientUnaryCall;
  addBackPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhoto__Output>,
  ): grpc.ClientUnaryCall;
  addBackPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhoto__Output>,
  ): grpc.ClientUnaryCall;
  addBackPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhoto__Output>,
  ): grpc.ClientUnaryCall;

  AddPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_Photo__Output>,
  ): grpc.ClientUnaryCall;
  AddPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_Photo__Output>,
  ): grpc.ClientUnaryCall;
  AddPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_Photo__Output>,
  ): grpc.ClientUnaryCall;
  AddPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    callback: grpc.requestCallback<_kindred_media_v1_Photo__Output>,
  ): grpc.ClientUnaryCall;
  addPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_Photo__Output>,
  ): grpc.ClientUnaryCall;
  addPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_Photo__Output>,
  ): grpc.ClientUnaryCall;
  addPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_Photo__Output>,
  ): grpc.ClientUnaryCall;
  addPhoto(
    argument: _kindred_media_v1_AddPhotoRequest,
    callback: grpc.requestCallback<_kindred_media_v1_Photo__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Approves or rejects (reason required) a picture waiting for review: not waiting:
   * review_not_found. A rejected picture leaves the album (or the avatar) and the object store.
   */
  DecidePictureReview(
    argument: _kindred_media_v1_DecidePictureReviewRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReview__Output>,
  ): grpc.ClientUnaryCall;
  DecidePictureReview(
    argument: _kindred_media_v1_DecidePictureReviewRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReview__Output>,
  ): grpc.ClientUnaryCall;
  DecidePictureReview(
    argument: _kindred_media_v1_DecidePictureReviewRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReview__Output>,
  ): grpc.ClientUnaryCall;
  DecidePictureReview(
    argument: _kindred_media_v1_DecidePictureReviewRequest,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReview__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Approves or rejects (reason required) a picture waiting for review: not waiting:
   * review_not_found. A rejected picture leaves the album (or the avatar) and the object store.
   */
  decidePictureReview(
    argument: _kindred_media_v1_DecidePictureReviewRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReview__Output>,
  ): grpc.ClientUnaryCall;
  decidePictureReview(
    argument: _kindred_media_v1_DecidePictureReviewRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReview__Output>,
  ): grpc.ClientUnaryCall;
  decidePictureReview(
    argument: _kindred_media_v1_DecidePictureReviewRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReview__Output>,
  ): grpc.ClientUnaryCall;
  decidePictureReview(
    argument: _kindred_media_v1_DecidePictureReviewRequest,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReview__Output>,
  ): grpc.ClientUnaryCall;

  DeleteBackPhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteBackPhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteBackPhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteBackPhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteBackPhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteBackPhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteBackPhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteBackPhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  DeletePhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeletePhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeletePhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeletePhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deletePhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deletePhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deletePhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deletePhoto(
    argument: _kindred_media_v1_DeletePhotoRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Removes a selfie (once staff decided): safe to repeat.
   */
  DeleteSelfie(
    argument: _kindred_media_v1_SelfieKeyRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteSelfie(
    argument: _kindred_media_v1_SelfieKeyRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteSelfie(
    argument: _kindred_media_v1_SelfieKeyRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteSelfie(
    argument: _kindred_media_v1_SelfieKeyRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Removes a selfie (once staff decided): safe to repeat.
   */
  deleteSelfie(
    argument: _kindred_media_v1_SelfieKeyRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteSelfie(
    argument: _kindred_media_v1_SelfieKeyRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteSelfie(
    argument: _kindred_media_v1_SelfieKeyRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteSelfie(
    argument: _kindred_media_v1_SelfieKeyRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  GetObject(
    argument: _kindred_media_v1_GetObjectRequest,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_kindred_media_v1_ObjectChunk__Output>;
  GetObject(
    argument: _kindred_media_v1_GetObjectRequest,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_kindred_media_v1_ObjectChunk__Output>;
  getObject(
    argument: _kindred_media_v1_GetObjectRequest,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_kindred_media_v1_ObjectChunk__Output>;
  getObject(
    argument: _kindred_media_v1_GetObjectRequest,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_kindred_media_v1_ObjectChunk__Output>;

  ListBackPhotos(
    argument: _kindred_media_v1_ListBackPhotosRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhotoMap__Output>,
  ): grpc.ClientUnaryCall;
  ListBackPhotos(
    argument: _kindred_media_v1_ListBackPhotosRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhotoMap__Output>,
  ): grpc.ClientUnaryCall;
  ListBackPhotos(
    argument: _kindred_media_v1_ListBackPhotosRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhotoMap__Output>,
  ): grpc.ClientUnaryCall;
  ListBackPhotos(
    argument: _kindred_media_v1_ListBackPhotosRequest,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhotoMap__Output>,
  ): grpc.ClientUnaryCall;
  listBackPhotos(
    argument: _kindred_media_v1_ListBackPhotosRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhotoMap__Output>,
  ): grpc.ClientUnaryCall;
  listBackPhotos(
    argument: _kindred_media_v1_ListBackPhotosRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhotoMap__Output>,
  ): grpc.ClientUnaryCall;
  listBackPhotos(
    argument: _kindred_media_v1_ListBackPhotosRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhotoMap__Output>,
  ): grpc.ClientUnaryCall;
  listBackPhotos(
    argument: _kindred_media_v1_ListBackPhotosRequest,
    callback: grpc.requestCallback<_kindred_media_v1_BackPhotoMap__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The member's own pictures under review or rejected (the reason is theirs to read).
   */
  ListMemberPictureReviews(
    argument: _kindred_media_v1_ListMemberPictureReviewsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;
  ListMemberPictureReviews(
    argument: _kindred_media_v1_ListMemberPictureReviewsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;
  ListMemberPictureReviews(
    argument: _kindred_media_v1_ListMemberPictureReviewsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;
  ListMemberPictureReviews(
    argument: _kindred_media_v1_ListMemberPictureReviewsRequest,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * The member's own pictures under review or rejected (the reason is theirs to read).
   */
  listMemberPictureReviews(
    argument: _kindred_media_v1_ListMemberPictureReviewsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;
  listMemberPictureReviews(
    argument: _kindred_media_v1_ListMemberPictureReviewsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;
  listMemberPictureReviews(
    argument: _kindred_media_v1_ListMemberPictureReviewsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;
  listMemberPictureReviews(
    argument: _kindred_media_v1_ListMemberPictureReviewsRequest,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;

  ListPhotos(
    argument: _kindred_media_v1_ListPhotosRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PhotoList__Output>,
  ): grpc.ClientUnaryCall;
  ListPhotos(
    argument: _kindred_media_v1_ListPhotosRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_PhotoList__Output>,
  ): grpc.ClientUnaryCall;
  ListPhotos(
    argument: _kindred_media_v1_ListPhotosRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PhotoList__Output>,
  ): grpc.ClientUnaryCall;
  ListPhotos(
    argument: _kindred_media_v1_ListPhotosRequest,
    callback: grpc.requestCallback<_kindred_media_v1_PhotoList__Output>,
  ): grpc.ClientUnaryCall;
  listPhotos(
    argument: _kindred_media_v1_ListPhotosRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PhotoList__Output>,
  ): grpc.ClientUnaryCall;
  listPhotos(
    argument: _kindred_media_v1_ListPhotosRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_PhotoList__Output>,
  ): grpc.ClientUnaryCall;
  listPhotos(
    argument: _kindred_media_v1_ListPhotosRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PhotoList__Output>,
  ): grpc.ClientUnaryCall;
  listPhotos(
    argument: _kindred_media_v1_ListPhotosRequest,
    callback: grpc.requestCallback<_kindred_media_v1_PhotoList__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Photo review (docs/staff-api.md, "Photo review"): avatars and album photos waiting for staff,
   * oldest first, each with the other accounts that use the same picture (perceptual hash).
   */
  ListPictureReviews(
    argument: _kindred_media_v1_ListPictureReviewsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;
  ListPictureReviews(
    argument: _kindred_media_v1_ListPictureReviewsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;
  ListPictureReviews(
    argument: _kindred_media_v1_ListPictureReviewsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;
  ListPictureReviews(
    argument: _kindred_media_v1_ListPictureReviewsRequest,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Photo review (docs/staff-api.md, "Photo review"): avatars and album photos waiting for staff,
   * oldest first, each with the other accounts that use the same picture (perceptual hash).
   */
  listPictureReviews(
    argument: _kindred_media_v1_ListPictureReviewsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;
  listPictureReviews(
    argument: _kindred_media_v1_ListPictureReviewsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;
  listPictureReviews(
    argument: _kindred_media_v1_ListPictureReviewsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;
  listPictureReviews(
    argument: _kindred_media_v1_ListPictureReviewsRequest,
    callback: grpc.requestCallback<_kindred_media_v1_PictureReviewPage__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Streams a selfie for staff (the first chunk carries content_type, size and etag); a key that is
   * not a stored selfie: object_not_found.
   */
  OpenSelfie(
    argument: _kindred_media_v1_SelfieKeyRequest,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_kindred_media_v1_ObjectChunk__Output>;
  OpenSelfie(
    argument: _kindred_media_v1_SelfieKeyRequest,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_kindred_media_v1_ObjectChunk__Output>;
  /**
   * Streams a selfie for staff (the first chunk carries content_type, size and etag); a key that is
   * not a stored selfie: object_not_found.
   */
  openSelfie(
    argument: _kindred_media_v1_SelfieKeyRequest,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_kindred_media_v1_ObjectChunk__Output>;
  openSelfie(
    argument: _kindred_media_v1_SelfieKeyRequest,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_kindred_media_v1_ObjectChunk__Output>;

  /**
   * Verified profiles (docs/safety.md): a member's verification selfie, checked and re-encoded like
   * any upload, kept as a private object (selfies/<uid>/<uuid>.<ext>) that GetObject never serves.
   */
  StoreSelfie(
    argument: _kindred_media_v1_StoreSelfieRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_StoreSelfieResponse__Output>,
  ): grpc.ClientUnaryCall;
  StoreSelfie(
    argument: _kindred_media_v1_StoreSelfieRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_StoreSelfieResponse__Output>,
  ): grpc.ClientUnaryCall;
  StoreSelfie(
    argument: _kindred_media_v1_StoreSelfieRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_StoreSelfieResponse__Output>,
  ): grpc.ClientUnaryCall;
  StoreSelfie(
    argument: _kindred_media_v1_StoreSelfieRequest,
    callback: grpc.requestCallback<_kindred_media_v1_StoreSelfieResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Verified profiles (docs/safety.md): a member's verification selfie, checked and re-encoded like
   * any upload, kept as a private object (selfies/<uid>/<uuid>.<ext>) that GetObject never serves.
   */
  storeSelfie(
    argument: _kindred_media_v1_StoreSelfieRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_StoreSelfieResponse__Output>,
  ): grpc.ClientUnaryCall;
  storeSelfie(
    argument: _kindred_media_v1_StoreSelfieRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_StoreSelfieResponse__Output>,
  ): grpc.ClientUnaryCall;
  storeSelfie(
    argument: _kindred_media_v1_StoreSelfieRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_StoreSelfieResponse__Output>,
  ): grpc.ClientUnaryCall;
  storeSelfie(
    argument: _kindred_media_v1_StoreSelfieRequest,
    callback: grpc.requestCallback<_kindred_media_v1_StoreSelfieResponse__Output>,
  ): grpc.ClientUnaryCall;

  Upload(
    argument: _kindred_media_v1_UploadRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
  Upload(
    argument: _kindred_media_v1_UploadRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
  Upload(
    argument: _kindred_media_v1_UploadRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
  Upload(
    argument: _kindred_media_v1_UploadRequest,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
  upload(
    argument: _kindred_media_v1_UploadRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
  upload(
    argument: _kindred_media_v1_UploadRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
  upload(
    argument: _kindred_media_v1_UploadRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
  upload(
    argument: _kindred_media_v1_UploadRequest,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;

  UploadAvatar(
    argument: _kindred_media_v1_UploadRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
  UploadAvatar(
    argument: _kindred_media_v1_UploadRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
  UploadAvatar(
    argument: _kindred_media_v1_UploadRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
  UploadAvatar(
    argument: _kindred_media_v1_UploadRequest,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
  uploadAvatar(
    argument: _kindred_media_v1_UploadRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
  uploadAvatar(
    argument: _kindred_media_v1_UploadRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
  uploadAvatar(
    argument: _kindred_media_v1_UploadRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
  uploadAvatar(
    argument: _kindred_media_v1_UploadRequest,
    callback: grpc.requestCallback<_kindred_media_v1_UploadResponse__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * Binary objects in MinIO: uploads, avatars, photos, background photos.
 */
export interface MediaServiceHandlers extends grpc.UntypedServiceImplementation {
  AddBackPhoto: grpc.handleUnaryCall<_kindred_media_v1_AddPhotoRequest__Output, _kindred_media_v1_BackPhoto>;

  AddPhoto: grpc.handleUnaryCall<_kindred_media_v1_AddPhotoRequest__Output, _kindred_media_v1_Photo>;

  /**
   * Approves or rejects (reason required) a picture waiting for review: not waiting:
   * review_not_found. A rejected picture leaves the album (or the avatar) and the object store.
   */
  DecidePictureReview: grpc.handleUnaryCall<
    _kindred_media_v1_DecidePictureReviewRequest__Output,
    _kindred_media_v1_PictureReview
  >;

  DeleteBackPhoto: grpc.handleUnaryCall<_kindred_media_v1_DeletePhotoRequest__Output, _kindred_common_v1_Empty>;

  DeletePhoto: grpc.handleUnaryCall<_kindred_media_v1_DeletePhotoRequest__Output, _kindred_common_v1_Empty>;

  /**
   * Removes a selfie (once staff decided): safe to repeat.
   */
  DeleteSelfie: grpc.handleUnaryCall<_kindred_media_v1_SelfieKeyRequest__Output, _kindred_common_v1_Empty>;

  GetObject: grpc.handleServerStreamingCall<_kindred_media_v1_GetObjectRequest__Output, _kindred_media_v1_ObjectChunk>;

  ListBackPhotos: grpc.handleUnaryCall<_kindred_media_v1_ListBackPhotosRequest__Output, _kindred_media_v1_BackPhotoMap>;

  /**
   * The member's own pictures under review or rejected (the reason is theirs to read).
   */
  ListMemberPictureReviews: grpc.handleUnaryCall<
    _kindred_media_v1_ListMemberPictureReviewsRequest__Output,
    _kindred_media_v1_PictureReviewPage
  >;

  ListPhotos: grpc.handleUnaryCall<_kindred_media_v1_ListPhotosRequest__Output, _kindred_media_v1_PhotoList>;

  /**
   * Photo review (docs/staff-api.md, "Photo review"): avatars and album photos waiting for staff,
   * oldest first, each with the other accounts that use the same picture (perceptual hash).
   */
  ListPictureReviews: grpc.handleUnaryCall<
    _kindred_media_v1_ListPictureReviewsRequest__Output,
    _kindred_media_v1_PictureReviewPage
  >;

  /**
   * Streams a selfie for staff (the first chunk carries content_type, size and etag); a key that is
   * not a stored selfie: object_not_found.
   */
  OpenSelfie: grpc.handleServerStreamingCall<_kindred_media_v1_SelfieKeyRequest__Output, _kindred_media_v1_ObjectChunk>;

  /**
   * Verified profiles (docs/safety.md): a member's verification selfie, checked and re-encoded like
   * any upload, kept as a private object (selfies/<uid>/<uuid>.<ext>) that GetObject never serves.
   */
  StoreSelfie: grpc.handleUnaryCall<
    _kindred_media_v1_StoreSelfieRequest__Output,
    _kindred_media_v1_StoreSelfieResponse
  >;

  Upload: grpc.handleUnaryCall<_kindred_media_v1_UploadRequest__Output, _kindred_media_v1_UploadResponse>;

  UploadAvatar: grpc.handleUnaryCall<_kindred_media_v1_UploadRequest__Output, _kindred_media_v1_UploadResponse>;
}

export interface MediaServiceDefinition extends grpc.ServiceDefinition {
  AddBackPhoto: MethodDefinition<
    _kindred_media_v1_AddPhotoRequest,
    _kindred_media_v1_BackPhoto,
    _kindred_media_v1_AddPhotoRequest__Output,
    _kindred_media_v1_BackPhoto__Output
  >;
  AddPhoto: MethodDefinition<
    _kindred_media_v1_AddPhotoRequest,
    _kindred_media_v1_Photo,
    _kindred_media_v1_AddPhotoRequest__Output,
    _kindred_media_v1_Photo__Output
  >;
  DecidePictureReview: MethodDefinition<
    _kindred_media_v1_DecidePictureReviewRequest,
    _kindred_media_v1_PictureReview,
    _kindred_media_v1_DecidePictureReviewRequest__Output,
    _kindred_media_v1_PictureReview__Output
  >;
  DeleteBackPhoto: MethodDefinition<
    _kindred_media_v1_DeletePhotoRequest,
    _kindred_common_v1_Empty,
    _kindred_media_v1_DeletePhotoRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  DeletePhoto: MethodDefinition<
    _kindred_media_v1_DeletePhotoRequest,
    _kindred_common_v1_Empty,
    _kindred_media_v1_DeletePhotoRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  DeleteSelfie: MethodDefinition<
    _kindred_media_v1_SelfieKeyRequest,
    _kindred_common_v1_Empty,
    _kindred_media_v1_SelfieKeyRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  GetObject: MethodDefinition<
    _kindred_media_v1_GetObjectRequest,
    _kindred_media_v1_ObjectChunk,
    _kindred_media_v1_GetObjectRequest__Output,
    _kindred_media_v1_ObjectChunk__Output
  >;
  ListBackPhotos: MethodDefinition<
    _kindred_media_v1_ListBackPhotosRequest,
    _kindred_media_v1_BackPhotoMap,
    _kindred_media_v1_ListBackPhotosRequest__Output,
    _kindred_media_v1_BackPhotoMap__Output
  >;
  ListMemberPictureReviews: MethodDefinition<
    _kindred_media_v1_ListMemberPictureReviewsRequest,
    _kindred_media_v1_PictureReviewPage,
    _kindred_media_v1_ListMemberPictureReviewsRequest__Output,
    _kindred_media_v1_PictureReviewPage__Output
  >;
  ListPhotos: MethodDefinition<
    _kindred_media_v1_ListPhotosRequest,
    _kindred_media_v1_PhotoList,
    _kindred_media_v1_ListPhotosRequest__Output,
    _kindred_media_v1_PhotoList__Output
  >;
  ListPictureReviews: MethodDefinition<
    _kindred_media_v1_ListPictureReviewsRequest,
    _kindred_media_v1_PictureReviewPage,
    _kindred_media_v1_ListPictureReviewsRequest__Output,
    _kindred_media_v1_PictureReviewPage__Output
  >;
  OpenSelfie: MethodDefinition<
    _kindred_media_v1_SelfieKeyRequest,
    _kindred_media_v1_ObjectChunk,
    _kindred_media_v1_SelfieKeyRequest__Output,
    _kindred_media_v1_ObjectChunk__Output
  >;
  StoreSelfie: MethodDefinition<
    _kindred_media_v1_StoreSelfieRequest,
    _kindred_media_v1_StoreSelfieResponse,
    _kindred_media_v1_StoreSelfieRequest__Output,
    _kindred_media_v1_StoreSelfieResponse__Output
  >;
  Upload: MethodDefinition<
    _kindred_media_v1_UploadRequest,
    _kindred_media_v1_UploadResponse,
    _kindred_media_v1_UploadRequest__Output,
    _kindred_media_v1_UploadResponse__Output
  >;
  UploadAvatar: MethodDefinition<
    _kindred_media_v1_UploadRequest,
    _kindred_media_v1_UploadResponse,
    _kindred_media_v1_UploadRequest__Output,
    _kindred_media_v1_UploadResponse__Output
  >;
}
