import { Transform } from 'node:stream';
import Router from '@koa/router';
import type { Context } from 'koa';
import { status as GrpcStatus, type ClientReadableStream, type ServiceError } from '@grpc/grpc-js';
import { contextMetadata } from '@kindred/kit';
import type { ObjectChunk__Output as ObjectChunk } from '@kindred/kit/generated/kindred/media/v1/ObjectChunk';
import type { Clients } from './clients';
import { Status } from './envelope';
import { memberPictures, pictureOwner, type PictureAccess } from './memberPictures';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The keys media writes (docs/architecture.md section 5); any other path is a 404 without a lookup. */
const OBJECT_KEY = new RegExp(
  `^(?:(?:avatars|posts|backgrounds)/[1-9]\\d{0,18}/${UUID}\\.(?:png|jpg|gif)|gifts/[1-9]\\d{0,18}\\.(?:png|jpg|gif))$`,
);

/** Gift pictures are the catalogue's, not a member's: browsers and CDNs may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A member's pictures are kept an hour by browsers and CDNs: an erasure, a picture taken down or
 * "hide from signed-out visitors" reaches every cache within the day (docs/privacy.md).
 */
const MEMBER_PICTURE = 'public, max-age=3600';
/** Pictures of a member hidden from visitors: only the signed-in viewer's own browser keeps them. */
const MEMBER_PICTURE_PRIVATE = 'private, max-age=3600';

function answer(ctx: Context, httpStatus: number, status: number, msg: string): void {
  ctx.status = httpStatus;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { status, msg, data: null };
}

/** The first message of the stream (headers), leaving the stream paused for the body. */
export function firstChunk<T>(stream: ClientReadableStream<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      stream.off('data', onData);
      stream.off('error', onError);
      stream.off('end', onEnd);
    };
    const onData = (chunk: T) => {
      stream.pause();
      cleanup();
      resolve(chunk);
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const onEnd = () => {
      cleanup();
      reject(Object.assign(new Error('empty object stream'), { code: GrpcStatus.INTERNAL }));
    };
    stream.on('data', onData);
    stream.once('error', onError);
    stream.once('end', onEnd);
  });
}

/**
 * GET /media/<key>: images streamed from media (never a bucket listing), with their own content
 * type, a year of caching, an ETag, and a sandboxing policy in case a browser opens one directly.
 */
export function createMediaRouter(clients: Clients): Router {
  const router = new Router();
  const pictures = memberPictures(clients);
  router.get('/media/*key', async (ctx) => {
    const key = String((ctx.params as { key?: unknown }).key ?? '');
    if (!OBJECT_KEY.test(key) || !clients.media) return answer(ctx, 404, Status.notFound, 'error.not_found');
    let cacheControl = IMMUTABLE;
    const owner = pictureOwner(key);
    if (owner) {
      let access: PictureAccess;
      try {
        access = await pictures.access(ctx, owner);
      } catch (err) {
        // Who may see it cannot be told: the picture is not served (fail closed).
        ctx.state.logger.warn({ err: (err as Error).message, owner }, 'picture access unknown');
        return answer(ctx, 503, Status.unavailable, 'error.unavailable');
      }
      if (access === 'refused') return answer(ctx, 404, Status.notFound, 'error.not_found');
      cacheControl = access === 'public' ? MEMBER_PICTURE : MEMBER_PICTURE_PRIVATE;
    }
    const stream = clients.media.raw.GetObject({ key }, contextMetadata(), { deadline: Date.now() + 60_000 });
    let head: ObjectChunk;
    try {
      head = await firstChunk(stream);
    } catch (err) {
      const code = (err as Partial<ServiceError>).code;
      if (code === GrpcStatus.NOT_FOUND) return answer(ctx, 404, Status.notFound, 'error.not_found');
      if (code === GrpcStatus.UNAVAILABLE) return answer(ctx, 503, Status.unavailable, 'error.unavailable');
      ctx.state.logger.error({ err, key }, 'media object failed');
      return answer(ctx, 500, Status.internal, 'error.internal');
    }
    // From here on the stream may be cancelled on purpose (HEAD, 304, a client gone): not a fault.
    stream.on('error', (err: Partial<ServiceError>) => {
      if (err.code !== GrpcStatus.CANCELLED)
        ctx.state.logger.warn({ code: err.code, key }, 'media object stream broke');
    });
    ctx.set('Cache-Control', cacheControl);
    if (cacheControl === MEMBER_PICTURE_PRIVATE) ctx.vary('Cookie');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    if (head.etag) ctx.set('ETag', head.etag);
    ctx.type = head.content_type;
    if (ctx.method === 'HEAD' || (head.etag && ctx.get('If-None-Match') === head.etag)) {
      stream.cancel();
      ctx.status = ctx.method === 'HEAD' ? 200 : 304;
      if (ctx.method === 'HEAD') ctx.length = head.size;
      return;
    }
    ctx.status = 200;
    ctx.length = head.size;
    const body = new Transform({
      writableObjectMode: true,
      transform(chunk: ObjectChunk, _encoding, done) {
        done(null, chunk.data);
      },
    });
    stream.on('error', (err) => body.destroy(err));
    ctx.res.on('close', () => stream.cancel());
    ctx.body = stream.pipe(body);
  });
  return router;
}
