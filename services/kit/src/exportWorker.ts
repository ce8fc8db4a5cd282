import { parentPort } from 'node:worker_threads';
import { diag, DiagConsoleLogger } from '@opentelemetry/api';
import { diagLogLevelFromString } from '@opentelemetry/core';
import type { tracing } from '@opentelemetry/sdk-node';
import { createBatchSpanProcessorFromEnv } from '@opentelemetry/sdk-node/build/src/create-from-env';
import { fromSpanBatch, type SpanBatch } from './spanRecords';
import type { WorkerRequest } from './workerSpanProcessor';

/**
 * The span export's own thread (see workerSpanProcessor.ts): it turns the span records it is handed
 * back into spans and gives them to the SDK's batch span processor (`OTEL_BSP_*`) and the OTLP
 * exporter the standard `OTEL_EXPORTER_OTLP_*` variables configure (this thread sees the process's
 * environment), as the SDK would on the process's own thread.
 */

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

// The SDK's own diagnostics (export failures, dropped spans) on this thread too, as OTEL_LOG_LEVEL asks.
const logLevel = process.env.OTEL_LOG_LEVEL?.trim();
if (logLevel) diag.setLogger(new DiagConsoleLogger(), { logLevel: diagLogLevelFromString(logLevel) });

const exporter = exporterFromEnv();
const processor = createBatchSpanProcessorFromEnv(exporter);
const tables: Pick<SpanBatch, 'resources' | 'scopes'> = { resources: [], scopes: [] };

parentPort?.on('message', (request: WorkerRequest) => {
  if ('order' in request) {
    // The batch processor's flush does not wait for an export already under way; the exporter's does.
    const done =
      request.order === 'flush' ? processor.forceFlush().then(() => exporter.forceFlush?.()) : processor.shutdown();
    void done.catch(() => undefined).finally(() => parentPort?.postMessage(request.id));
    return;
  }
  // The tables only grow, index for index: keeping the first copy of each lets the exporter group every
  // span of a resource and scope together, whichever hand-off brought it.
  request.resources.slice(tables.resources.length).forEach((resource) => tables.resources.push(resource));
  request.scopes.slice(tables.scopes.length).forEach((scope) => tables.scopes.push(scope));
  for (const span of fromSpanBatch({ ...tables, spans: JSON.parse(request.spans) })) processor.onEnd(span);
});
