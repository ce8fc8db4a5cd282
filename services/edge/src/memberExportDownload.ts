import { Transform } from 'node:stream';
import Router from '@koa/router';
import type { Context } from 'koa';
import { status as GrpcStatus, type ServiceError } from '@grpc/grpc-js';
import { contextMetadata } from '@kindred/kit';
import type { ExportChunk__Output as ExportChunk } from '@kindred/kit/generated/kindred/media/v1/ExportChunk';
import type { Clients } from './clients';
import { Status } from './envelope';
import { firstChunk } from './media';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function answer(ctx: Context, httpStatus: number, status: number, msg: string): void {
  ctx.status = httpStatus;
  ctx.body = { status, msg, data: null };
}

/**
 * GET /member/data/export/<token>: the member's export zip, streamed from media. The token in the
 * link (256 random bits, mailed to the member) is the key; it works for 7 days (docs/privacy.md).
 */
export function createMemberExportRouter(clients: Clients): Router {
  const router = new Router();
  router.get('/member/data/export/:token', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    const token = String(ctx.params.token ?? '');
    if (!TOKEN.test(token) || !clients.memberExports) return answer(ctx, 404, Status.notFound, 'error.not_found');
    const stream = clients.memberExports.raw.OpenMemberExport({ token }, contextMetadata(), {
      deadline: Date.now() + 10 * 60_000,
    });
    let head: ExportChunk;
    try {
      head = await firstChunk(stream);
    } catch (err) {
      const code = (err as Partial<ServiceError>).code;
      if (code === GrpcStatus.NOT_FOUND) return answer(ctx, 404, Status.notFound, 'error.export_not_found');
      if (code === GrpcStatus.UNAVAILABLE) return answer(ctx, 503, Status.unavailable, 'error.service_unavailable');
      ctx.state.logger.error({ err }, 'member export failed');
      return answer(ctx, 500, Status.internal, 'error.internal');
    }
    stream.on('error', (err: Partial<ServiceError>) => {
      if (err.code !== GrpcStatus.CANCELLED) ctx.state.logger.warn({ code: err.code }, 'member export stream broke');
    });
    ctx.status = 200;
    ctx.type = head.content_type;
    ctx.length = head.size;
    ctx.attachment('kindred-my-data.zip');
    const body = new Transform({
      writableObjectMode: true,
      transform(chunk: ExportChunk, _encoding, done) {
        done(null, chunk.data);
      },
    });
    stream.on('error', (err) => body.destroy(err));
    ctx.res.on('close', () => stream.cancel());
    ctx.body = stream.pipe(body);
  });
  return router;
}
