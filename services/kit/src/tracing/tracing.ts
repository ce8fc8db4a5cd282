import type { IncomingMessage } from 'node:http';
import type { Span, SpanKind, SpanOptions, Tracer } from '@opentelemetry/api';
import type { TraceSdk } from './traceSdk';

/** Paths that are probes and scrapes, not requests: never traced. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** Probes and scrapes, by path (with or without a query). */
function untracedRequest(request: IncomingMessage): boolean {
  const url = request.url ?? '';
  const query = url.indexOf('?');
  return UNTRACED_PATHS.has(query < 0 ? url : url.slice(0, query));
}

let sdk: TraceSdk | null = null;
let handBuiltSampler: import('./sampledFirst').DecidedFirst | undefined;

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
export function startTracing(
  processName: string,
  options: {
    instrument?: boolean;
    /** false: unsampled requests still get their gRPC/HTTP spans built (the benchmark's "before"). */
    decideFirst?: boolean;
  } = {},
): boolean {
  if (sdk || !tracingWanted()) return false;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is wanted */
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
          new HttpInstrumentation({ ignoreIncomingRequestHook: untracedRequest }),
          // Health probes are noise; StoreMessages is one stream per chat node that lives for hours: its
          // messages get spans of their own (services/chat/src/telemetry, messaging's storeTracing).
          new GrpcInstrumentation({ ignoreGrpcMethods: [/^Check$/, /^Watch$/, 'StoreMessages'] }),
          // Router spans name the route; a span per anonymous middleware would only add noise.
          new KoaInstrumentation({ ignoreLayersType: [KoaLayerType.MIDDLEWARE] }),
          new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
          new IORedisInstrumentation({ requireParentSpan: true }),
          // Log lines written inside a span carry trace_id and span_id; the lines themselves stay on stdout.
          new PinoInstrumentation({ disableLogSending: true }),
        ];
  let sampler: import('./sampledFirst').DecidedFirst | undefined;
  let idGenerator: import('./newTraceDraw').HandedTraceIds | undefined;
  // The chat node makes its spans by hand and asks this sampler before building a frame's span; the
  // other processes' entry points ask it before their instrumentation builds a request's span.
  if (options.instrument === false || (childrenFollowParent() && instrumentations.length > 0)) {
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is wanted */
    const { DecidedFirst } = require('./sampledFirst') as typeof import('./sampledFirst');
    const { HandedTraceIds } = require('./newTraceDraw') as typeof import('./newTraceDraw');
    const { buildSamplerFromEnv } =
      // The SDK's own reading of OTEL_TRACES_SAMPLER(_ARG), so the variables keep their documented meaning.
      require('@opentelemetry/sdk-trace-base/build/src/config') as typeof import('@opentelemetry/sdk-trace-base/build/src/config');
    /* eslint-enable @typescript-eslint/no-require-imports */
    // A kept new trace's span takes the trace id its (cheap) sampling decision was drawn on.
    idGenerator = new HandedTraceIds();
    sampler = new DecidedFirst(buildSamplerFromEnv(), idGenerator);
  }
  if (sampler && instrumentations.length > 0) {
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is wanted */
    const { grpcSampledFirst } = require('./grpcSampledFirst') as typeof import('./grpcSampledFirst');
    const { httpSampledFirst } = require('./httpSampledFirst') as typeof import('./httpSampledFirst');
    const { skipUnsampled } = require('./sampledOnly') as typeof import('./sampledOnly');
    /* eslint-enable @typescript-eslint/no-require-imports */
    // An unsampled request (99% of them at 1%) gets no span at all: the gRPC and HTTP entry points ask
    // the sampler first, and inside the request the per-call, per-query, per-command and per-route
    // instrumentation is skipped (docs/observability.md, "Cost"). The ids still reach the log lines and
    // the traceparent (sampled flag off) still goes on to the next process.
    for (const instrumentation of options.decideFirst === false ? [] : instrumentations) {
      if (instrumentation instanceof GrpcInstrumentation) grpcSampledFirst(instrumentation, sampler);
      if (instrumentation instanceof HttpInstrumentation) httpSampledFirst(instrumentation, sampler, untracedRequest);
    }
    for (const instrumentation of instrumentations) {
      if (instrumentation instanceof PgInstrumentation)
        skipUnsampled(instrumentation, '_getClientQueryPatch', 'factory');
      if (instrumentation instanceof IORedisInstrumentation)
        skipUnsampled(instrumentation, '_traceSendCommand', 'patcher');
      if (instrumentation instanceof KoaInstrumentation) skipUnsampled(instrumentation, '_patchLayer', 'patcher');
    }
  }
  handBuiltSampler = sampler;
  // Without instrumentation (the chat node) nothing needs a context across awaits.
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is wanted */
  const contextManager =
    options.instrument === false
      ? new (require('./syncContext') as typeof import('./syncContext')).SyncContextManager()
      : new (require('./requestContextManager') as typeof import('./requestContextManager')).RequestContextManager();
  /* eslint-enable @typescript-eslint/no-require-imports */
  // The standard OTLP exporter (OTEL_TRACES_EXPORTER unset or `otlp`) runs in a worker thread of its own.
  const exporters = (process.env.OTEL_TRACES_EXPORTER ?? '').trim().toLowerCase();
  const traceExporter =
    exporters === '' || exporters === 'otlp'
      ? (require('./workerSpanExporter') as typeof import('./workerSpanExporter')).WorkerSpanExporter.start() // eslint-disable-line @typescript-eslint/no-require-imports
      : undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when tracing is wanted
  const { startTraceSdk } = require('./traceSdk') as typeof import('./traceSdk');
  sdk = startTraceSdk({
    serviceName: process.env.OTEL_SERVICE_NAME?.trim() || processName,
    instrumentations,
    sampler,
    contextManager,
    idGenerator,
    otlpExporter: traceExporter,
  });
  const flush = () => {
    sdk?.shutdown().catch(() => undefined);
  };
  process.once('beforeExit', flush);
  return true;
}

/**
 * Whether the configured sampler makes a child follow its parent's decision: the SDK's default
 * (`parentbased_always_on`), any `parentbased_*` one, or `always_off`. Only then can the work under an
 * unsampled span skip its instrumentation without changing which spans are exported.
 */
export function childrenFollowParent(env: NodeJS.ProcessEnv = process.env): boolean {
  const sampler = (env.OTEL_TRACES_SAMPLER ?? '').trim().toLowerCase();
  return sampler === '' || sampler.startsWith('parentbased_') || sampler === 'always_off';
}

/**
 * Names the route of the HTTP request being handled (a bounded template such as
 * `/member/index/userinfo`), for its server span's `http.route` and name when it is sampled; the edge's
 * routes are not Koa routers the Koa instrumentation sees. Nothing when tracing is off.
 */
export function nameRequestRoute(route: string): void {
  if (!sdk) return;
  if (!routeMetadata) {
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is wanted */
    const { context } = require('@opentelemetry/api') as typeof import('@opentelemetry/api');
    const { getRPCMetadata, RPCType } = require('@opentelemetry/core') as typeof import('@opentelemetry/core');
    /* eslint-enable @typescript-eslint/no-require-imports */
    routeMetadata = () => {
      const metadata = getRPCMetadata(context.active());
      return metadata?.type === RPCType.HTTP ? metadata : undefined;
    };
  }
  const metadata = routeMetadata();
  if (metadata) metadata.route = route;
}
let routeMetadata: (() => { route?: string } | undefined) | undefined;

/** Whether this process started tracing (code that makes spans by hand skips all of it when not). */
export function tracingActive(): boolean {
  return sdk !== null;
}

/**
 * Starts a new trace's span by hand only when the process's sampler keeps it (undefined otherwise,
 * with no span built); where the sampler is the SDK's own, the span is started and asked as usual.
 */
export function startSampledSpan(
  tracer: Tracer,
  name: string,
  options: SpanOptions & { kind: SpanKind },
): Span | undefined {
  if (handBuiltSampler) return handBuiltSampler.startSampled(tracer, name, options);
  const span = tracer.startSpan(name, { ...options, root: true });
  return span.isRecording() ? span : undefined;
}

/** Exports the spans still buffered (the graceful shutdown calls it before the process exits). */
export async function stopTracing(): Promise<void> {
  const running = sdk;
  sdk = null;
  handBuiltSampler = undefined;
  await running?.shutdown().catch(() => undefined);
}
