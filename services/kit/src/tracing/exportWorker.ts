import { parentPort } from 'node:worker_threads';
import { otlpExporterFromEnv } from './otlpExporter';
import { fromSpanBatch, type SpanBatch } from './spanRecords';

/**
 * The OTLP trace exporter's own thread (see workerSpanExporter.ts): it turns each batch of span
 * records back into spans and exports them with the exporter the standard OTEL_EXPORTER_OTLP_*
 * variables configure (this thread sees the process's environment), then answers with the result.
 */
type Request = { id: number; batch: SpanBatch } | { id: number; shutdown: true };

const exporter = otlpExporterFromEnv();

parentPort?.on('message', (request: Request) => {
  if ('shutdown' in request) {
    void exporter.shutdown().finally(() => parentPort?.postMessage({ id: request.id, code: 0 }));
    return;
  }
  exporter.export(fromSpanBatch(request.batch), (result) =>
    parentPort?.postMessage({ id: request.id, code: result.code, error: result.error?.message }),
  );
});
