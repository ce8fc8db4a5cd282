import * as grpc from '@grpc/grpc-js';
import { currentContext, DomainError, toGrpcError, type AsyncHandlers } from '@kindred/kit';
import type { MemberExportServiceHandlers } from '@kindred/kit/generated/kindred/media/v1/MemberExportService';
import type { MemberExport } from '@kindred/kit/generated/kindred/media/v1/MemberExport';
import type { ExportChunk } from '@kindred/kit/generated/kindred/media/v1/ExportChunk';
import type { OpenMemberExportRequest__Output } from '@kindred/kit/generated/kindred/media/v1/OpenMemberExportRequest';
import type { MemberExports } from '../domain/memberExports';
import type { MemberExportRecord } from '../store/memberExportStore';

const message = (record: MemberExportRecord): MemberExport => ({
  id: record.id,
  user_id: record.userId,
  staff_id: record.staffId,
  state: record.state,
  request_time: record.requestTime,
  ready_time: record.readyTime,
  expire_time: record.expireTime,
  size: record.size,
  reason: record.reason,
  approver_id: record.approverId,
  decide_time: record.decideTime,
  download_time: record.downloadTime,
});

/** gRPC transport of "Download my data": request -> domain -> response. */
export function memberExportHandlers(exports: MemberExports): AsyncHandlers<MemberExportServiceHandlers> {
  return {
    async RequestMemberExport(req) {
      return message(await exports.request(req.user_id, req.staff_id, req.reason));
    },
    async ListMemberExports(req) {
      return { exports: (await exports.list(req.user_id)).map(message) };
    },
    async DecideMemberExport(req) {
      return message(await exports.decide(req.id, req.staff_id, req.approve));
    },
    async ExportMemberData(req) {
      return { areas: await exports.ownAreas(req.user_id) };
    },
    async SweepMemberExports() {
      return { removed: await exports.sweep() };
    },
    OpenMemberExport(call: grpc.ServerWritableStream<OpenMemberExportRequest__Output, ExportChunk>) {
      const fail = (err: unknown) => {
        if (!(err instanceof DomainError)) currentContext()?.logger.error({ err }, 'export stream failed');
        const status =
          err instanceof DomainError ? toGrpcError(err) : { code: grpc.status.INTERNAL, details: 'internal' };
        call.emit('error', status);
      };
      exports.open(call.request.token, call.request.user_id).then(({ object, done }) => {
        const { body } = object;
        call.on('cancelled', () => body.destroy());
        call.write({ content_type: object.contentType, size: object.size });
        body.on('data', (data: Buffer) => {
          if (!call.write({ data })) {
            body.pause();
            call.once('drain', () => body.resume());
          }
        });
        body.once('end', () => {
          call.end();
          done().catch((err: Error) =>
            currentContext()?.logger.warn({ err: err.message }, 'downloaded export left for the sweep'),
          );
        });
        body.once('error', fail);
      }, fail);
    },
  };
}
