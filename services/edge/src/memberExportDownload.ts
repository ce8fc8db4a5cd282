import { Transform } from 'node:stream';
import Router from '@koa/router';
import { contextMetadata, fromGrpcError } from '@kindred/kit';
import type { ExportChunk__Output as ExportChunk } from '@kindred/kit/generated/kindred/media/v1/ExportChunk';
import type { ServiceError } from '@grpc/grpc-js';
import { status as GrpcStatus } from '@grpc/grpc-js';
import { Status } from './envelope';
import { firstChunk } from './media';
import { Delivered, type RouteContext } from './route';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The web app's page that downloads an export with the member's session (both layouts). */
export const EXPORT_PAGE = '/data-export';

/**
 * GET /member/data/export/<token>, the link of the member's mail and notice: a browser has no
 * session to show here (the token alone opens nothing), so it goes to the web app's download page
 * with the token in the fragment, which browsers never send to a server or a Referer.
 */
export function createMemberExportRouter(): Router {
  const router = new Router();
  router.get('/member/data/export/:token', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    const token = String(ctx.params.token ?? '');
    if (!TOKEN.test(token)) {
      ctx.status = 404;
      ctx.body = { status: Status.notFound, msg: 'error.export_not_found', data: null };
      return;
    }
    ctx.status = 303;
    ctx.redirect(`${EXPORT_PAGE}#${token}`);
  });
  return router;
}

/**
 * Streams the caller's own export, opened by its single-use token (media records the download and
 * refuses the token afterwards). Refusals arrive before the first byte, so they are envelopes.
 */
export async function streamMemberExport(ctx: RouteContext, userId: number, token: string): Promise<Delivered> {
  const stream = ctx.clients.memberExports!.raw.OpenMemberExport({ token, user_id: userId }, contextMetadata(), {
    deadline: Date.now() + 10 * 60_000,
  });
  let head: ExportChunk;
  try {
    head = await firstChunk(stream);
  } catch (err) {
    throw fromGrpcError(err);
  }
  const koa = ctx.koa;
  stream.on('error', (err: Partial<ServiceError>) => {
    if (err.code !== GrpcStatus.CANCELLED) ctx.logger.warn({ code: err.code }, 'member export stream broke');
  });
  koa.set('Cache-Control', 'no-store');
  koa.set('Referrer-Policy', 'no-referrer');
  koa.status = 200;
  koa.type = head.content_type;
  koa.length = head.size;
  koa.attachment('kindred-my-data.zip');
  const body = new Transform({
    writableObjectMode: true,
    transform(chunk: ExportChunk, _encoding, done) {
      done(null, chunk.data);
    },
  });
  stream.on('error', (err) => body.destroy(err));
  koa.res.on('close', () => stream.cancel());
  koa.body = stream.pipe(body);
  return new Delivered();
}
