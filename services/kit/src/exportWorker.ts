import { parentPort } from 'node:worker_threads';
import type { tracing } from '@opentelemetry/sdk-node';
import { fromSpanBatch, type SpanBatch } from './spanRecords';

/**
 * The OTLP trace exporter's own thread (see workerSpanExporter.ts): it turns each batch of span
 * records back into spans and exports them with the exporter the standard OTEL_EXPORTER_OTLP_*
 * variables configure (this thread sees the process's environment), then answers with the result.
 */
type Request = { id: number; batch: SpanBatch } | { id: number; shutdown: true };

/** The OTLP exporter OTEL_EXPORTER_OTLP_(TRACES_)PROTOCOL names, chosen as the SDK chooses it. */
function exporterFromEnv(): tracing.SpanExporter {
  /* eslint-disable @typescript-eslint/no-require-imports -- only the protocol's exporter is loaded */
  const { getOtlpProtocolFromEnv } = require('@opentelemetry/sdk-node/build/src/utils') as {
    getOtlpProtocolFromEnv: () => string;
  };
  switch (getOtlpProtocolFromEnv()) {
    case 'grpc':
      return new (
        require('@opentelemetry/exporter-trace-otlp-grpc') as typeof import('@opentelemetry/exporter-trace-otlp-grpc')
      ).OTLPTraceExporter();
    case 'http/json':
      return new (
        require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http')
      ).OTLPTraceExporter();
    default:
      return new (
        require('@opentelemetry/exporter-trace-otlp-proto') as typeof import('@opentelemetry/exporter-trace-otlp-proto')
      ).OTLPTraceExporter();
  }
  /* eslint-enable @typescript-eslint/no-require-imports */
}

const exporter = exporterFromEnv();

parentPort?.on('message', (request: Request) => {
  if ('shutdown' in request) {
    void exporter.shutdown().finally(() => parentPort?.postMessage({ id: request.id, code: 0 }));
    return;
  }
  exporter.export(fromSpanBatch(request.batch), (result) =>
    parentPort?.postMessage({ id: request.id, code: result.code, error: result.error?.message }),
  );
});
