import * as grpc from '@grpc/grpc-js';
import { DomainError, currentContext, toGrpcError, type AsyncHandlers } from '@kindred/kit';
import type { MediaServiceHandlers } from '@kindred/kit/generated/kindred/media/v1/MediaService';
import type { GetObjectRequest__Output } from '@kindred/kit/generated/kindred/media/v1/GetObjectRequest';
import type { ObjectChunk } from '@kindred/kit/generated/kindred/media/v1/ObjectChunk';
import type { SelfieKeyRequest__Output } from '@kindred/kit/generated/kindred/media/v1/SelfieKeyRequest';
import { NotFoundError } from '@kindred/kit';
import type { Media, Picture } from '../domain/media';
import type { PhotoReview } from '../domain/photoReview';
import type { StoredObject } from '../domain/ports';
import type { PictureReviewRecord } from '../store/pictureReviewStore';
import { urlOf } from '../domain/imageRules';

const photoMessage = (p: Picture) => ({
  pid: p.id,
  img: p.url,
  create_time: p.createTime,
  user_id: p.userId,
  review: p.review,
  shown: p.shown,
});
const reviewMessage = (r: PictureReviewRecord) => ({
  id: r.id,
  user_id: r.userId,
  kind: r.kind,
  img: r.key ? urlOf(r.key) : '',
  state: r.state,
  reason: r.reason,
  create_time: r.createTime,
  decide_time: r.decideTime,
  shared_with: r.sharedWith,
  staff_id: r.staffId,
});
const backPhotoMessage = (p: Picture) => ({ id: p.id, img: p.url, user_id: p.userId });
const bytes = (content: Buffer | undefined) => content ?? Buffer.alloc(0);

/** Streams a stored object: its type, size and etag first, then its bytes at the reader's pace. */
function streamObject<R>(call: grpc.ServerWritableStream<R, ObjectChunk>, opening: Promise<StoredObject>): void {
  const fail = (err: unknown) => {
    if (!(err instanceof DomainError)) currentContext()?.logger.error({ err }, 'object stream failed');
    const status = err instanceof DomainError ? toGrpcError(err) : { code: grpc.status.INTERNAL, details: 'internal' };
    call.emit('error', status);
  };
  opening.then((object) => {
    const { body } = object;
    call.on('cancelled', () => body.destroy());
    call.write({ content_type: object.contentType, size: object.size, etag: object.etag });
    body.on('data', (data: Buffer) => {
      // Back-pressure: a slow reader pauses the object download instead of filling memory.
      if (!call.write({ data })) {
        body.pause();
        call.once('drain', () => body.resume());
      }
    });
    body.once('end', () => call.end());
    body.once('error', fail);
  }, fail);
}

/** gRPC transport of the media service: request -> domain -> response, nothing else. */
export function mediaHandlers(media: Media): AsyncHandlers<MediaServiceHandlers> {
  const review = (): PhotoReview => {
    if (!media.review) throw new NotFoundError('review_not_found');
    return media.review;
  };
  return {
    async ListPictureReviews(req) {
      const page = await review().queue(req.page);
      return { items: page.items.map(reviewMessage), page: page.page, last_page: page.lastPage, total: page.total };
    },
    async DecidePictureReview(req) {
      return reviewMessage(await review().decide(req.id, req.staff_id, req.approve, req.reason));
    },
    async ListMemberPictureReviews(req) {
      const items = await review().ofMember(req.user_id);
      return { items: items.map(reviewMessage), page: 1, last_page: 1, total: items.length };
    },
    async Upload(req) {
      return media.upload(req.user_id, req.kind, bytes(req.content), req.filename);
    },
    async UploadAvatar(req) {
      return media.uploadAvatar(req.user_id, bytes(req.content));
    },
    async ListPhotos(req) {
      return { photos: (await media.listPhotos(req.user_id, req.viewer_id)).map(photoMessage) };
    },
    async AddPhoto(req) {
      return photoMessage(await media.addPhoto(req.user_id, req.img, bytes(req.content)));
    },
    async DeletePhoto(req) {
      await media.deletePhoto(req.user_id, req.id);
      return {};
    },
    async AddBackPhoto(req) {
      return backPhotoMessage(await media.addBackPhoto(req.user_id, req.img, bytes(req.content)));
    },
    async DeleteBackPhoto(req) {
      await media.deleteBackPhoto(req.user_id, req.id);
      return {};
    },
    async ListBackPhotos(req) {
      return { photos: (await media.listBackPhotos(req.user_ids)).map(backPhotoMessage) };
    },
    GetObject(call: grpc.ServerWritableStream<GetObjectRequest__Output, ObjectChunk>) {
      streamObject(call, media.openObject(call.request.key));
    },
    async StoreSelfie(req) {
      return { key: await media.storeSelfie(req.user_id, bytes(req.content)) };
    },
    OpenSelfie(call: grpc.ServerWritableStream<SelfieKeyRequest__Output, ObjectChunk>) {
      streamObject(call, media.openSelfie(call.request.key));
    },
    async DeleteSelfie(req) {
      await media.deleteSelfie(req.key);
      return {};
    },
  };
}
