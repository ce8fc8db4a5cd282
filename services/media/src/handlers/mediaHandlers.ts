import * as grpc from '@grpc/grpc-js';
import { DomainError, currentContext, toGrpcError, type AsyncHandlers } from '@kindred/kit';
import type { MediaServiceHandlers } from '@kindred/kit/generated/kindred/media/v1/MediaService';
import type { GetObjectRequest__Output } from '@kindred/kit/generated/kindred/media/v1/GetObjectRequest';
import type { ObjectChunk } from '@kindred/kit/generated/kindred/media/v1/ObjectChunk';
import type { Media, Picture } from '../domain/media';

const photoMessage = (p: Picture) => ({ pid: p.id, img: p.url, create_time: p.createTime, user_id: p.userId });
const backPhotoMessage = (p: Picture) => ({ id: p.id, img: p.url, user_id: p.userId });
const bytes = (content: Buffer | undefined) => content ?? Buffer.alloc(0);

/** gRPC transport of the media service: request -> domain -> response, nothing else. */
export function mediaHandlers(media: Media): AsyncHandlers<MediaServiceHandlers> {
  return {
    async Upload(req) {
      return media.upload(req.user_id, req.kind, bytes(req.content), req.filename);
    },
    async UploadAvatar(req) {
      return media.uploadAvatar(req.user_id, bytes(req.content));
    },
    async ListPhotos(req) {
      return { photos: (await media.listPhotos(req.user_id)).map(photoMessage) };
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
      const fail = (err: unknown) => {
        if (!(err instanceof DomainError)) currentContext()?.logger.error({ err }, 'object stream failed');
        const status =
          err instanceof DomainError ? toGrpcError(err) : { code: grpc.status.INTERNAL, details: 'internal' };
        call.emit('error', status);
      };
      media.openObject(call.request.key).then((object) => {
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
    },
  };
}
