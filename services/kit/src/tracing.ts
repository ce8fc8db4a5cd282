import type { IncomingMessage } from 'node:http';
import type { NodeSDK } from '@opentelemetry/sdk-node';

/** Paths that are probes and scrapes, not requests: never traced. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

let sdk: NodeSDK | null = null;

/** Whether the standard OTEL_* variables ask for traces: an endpoint is set and the SDK is not disabled. */
export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if ((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/**
 * Starts OpenTelemetry tracing for this process, configured by the standard environment variables
 * only (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_SERVICE_NAME,
 * OTEL_TRACES_SAMPLER(_ARG), OTEL_SDK_DISABLED; see docs/observability.md). It must run before
 * grpc-js, http, koa, pg, ioredis and pino are first required, so each main.ts imports its
 * `tracing` module first. Without an endpoint nothing is loaded at all: no instrumentation, no cost.
 */
export function startTracing(processName: string, options: { instrument?: boolean } = {}): boolean {
  if (sdk || !tracingWanted()) return false;
  // Metrics are prom-client's (scraped at /metrics) and logs go to stdout: the SDK exports traces only.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is wanted */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { GrpcInstrumentation } =
    require('@opentelemetry/instrumentation-grpc') as typeof import('@opentelemetry/instrumentation-grpc');
  const { KoaInstrumentation, KoaLayerType } =
    require('@opentelemetry/instrumentation-koa') as typeof import('@opentelemetry/instrumentation-koa');
  const { PgInstrumentation } =
    require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { IORedisInstrumentation } =
    require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  const { PinoInstrumentation } =
    require('@opentelemetry/instrumentation-pino') as typeof import('@opentelemetry/instrumentation-pino');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const instrumentations =
    options.instrument === false
      ? []
      : [
          new HttpInstrumentation({
            ignoreIncomingRequestHook: (req: IncomingMessage) => UNTRACED_PATHS.has((req.url ?? '').split('?')[0]!),
          }),
          // Health probes are noise; StoreMessages is one stream per chat node that lives for hours: its
          // messages get spans of their own (services/chat/src/telemetry, messaging's storeTracing).
          new GrpcInstrumentation({ ignoreGrpcMethods: [/^Check$/, /^Watch$/, 'StoreMessages'] }),
          // Router spans name the route; a span per anonymous middleware would only add noise.
          new KoaInstrumentation({ ignoreLayersType: [KoaLayerType.MIDDLEWARE] }),
          new PgInstrumentation({ requireParentSpan: true }),
          new IORedisInstrumentation({ requireParentSpan: true }),
          // Log lines written inside a span carry trace_id and span_id; the lines themselves stay on stdout.
          new PinoInstrumentation({ disableLogSending: true }),
        ];
  sdk = new NodeSDK({ serviceName: process.env.OTEL_SERVICE_NAME?.trim() || processName, instrumentations });
  sdk.start();
  const flush = () => {
    sdk?.shutdown().catch(() => undefined);
  };
  process.once('beforeExit', flush);
  return true;
}

/** Whether this process started tracing (code that makes spans by hand skips all of it when not). */
export function tracingActive(): boolean {
  return sdk !== null;
}

/** Exports the spans still buffered (the graceful shutdown calls it before the process exits). */
export async function stopTracing(): Promise<void> {
  const running = sdk;
  sdk = null;
  await running?.shutdown().catch(() => undefined);
}
