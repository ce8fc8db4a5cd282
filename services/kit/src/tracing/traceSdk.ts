import {
  context,
  diag,
  DiagConsoleLogger,
  propagation,
  trace,
  type ContextManager,
  type TextMapPropagator,
} from '@opentelemetry/api';
import {
  CompositePropagator,
  diagLogLevelFromString,
  getStringFromEnv,
  getStringListFromEnv,
  W3CBaggagePropagator,
  W3CTraceContextPropagator,
} from '@opentelemetry/core';
import { registerInstrumentations, type Instrumentation } from '@opentelemetry/instrumentation';
import {
  defaultResource,
  detectResources,
  envDetector,
  hostDetector,
  processDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  ConsoleSpanExporter,
  SimpleSpanProcessor,
  type IdGenerator,
  type Sampler,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';

/** What a running trace set-up can still be asked: to export what it holds and stop. */
export interface TraceSdk {
  shutdown(): Promise<void>;
}

/**
 * The trace SDK set up the way `@opentelemetry/sdk-node` set it up for Kindred, without loading
 * sdk-node: its metrics and logs SDKs, YAML configuration and every exporter were loaded into every
 * process, for traces only (docs/observability.md, "Set-up cost"). Reads the same
 * standard variables for what Kindred uses; the sampler, span limits and OTEL_BSP_* are read by the
 * SDK's tracer provider and batch processor themselves.
 */
export function startTraceSdk(options: {
  serviceName: string;
  instrumentations: Instrumentation[];
  contextManager: ContextManager;
  sampler?: Sampler;
  idGenerator?: IdGenerator;
  /** The exporter for `otlp`; without one the OTLP exporter runs on this thread. */
  otlpExporter?: SpanExporter;
}): TraceSdk {
  const logLevel = getStringFromEnv('OTEL_LOG_LEVEL');
  if (logLevel) diag.setLogger(new DiagConsoleLogger(), { logLevel: diagLogLevelFromString(logLevel) });
  registerInstrumentations({ instrumentations: options.instrumentations });
  options.contextManager.enable();
  context.setGlobalContextManager(options.contextManager);
  const propagator = propagatorFromEnv();
  if (propagator) propagation.setGlobalPropagator(propagator);
  const spanProcessors = spanProcessorsFromEnv(options.otlpExporter);
  // OTEL_TRACES_EXPORTER=none: no tracer provider at all, as the SDK does it (no span is recorded).
  if (spanProcessors.length === 0) return { shutdown: () => Promise.resolve() };
  const provider = new BasicTracerProvider({
    resource: defaultResource()
      .merge(detectResources({ detectors: [envDetector, processDetector, hostDetector] }))
      .merge(resourceFromAttributes({ 'service.name': options.serviceName })),
    spanProcessors,
    // Left out when not given (not undefined): the provider then reads OTEL_TRACES_SAMPLER(_ARG) itself.
    ...(options.sampler && { sampler: options.sampler }),
    ...(options.idGenerator && { idGenerator: options.idGenerator }),
  });
  trace.setGlobalTracerProvider(provider);
  return provider;
}

/**
 * OTEL_TRACES_EXPORTER: unset or `otlp` the one OTLP exporter, `console` the SDK's own, `none`
 * nothing; other values (zipkin) are not shipped and only warned about.
 */
export function spanProcessorsFromEnv(otlpExporter?: SpanExporter): SpanProcessor[] {
  const names = [...new Set(getStringListFromEnv('OTEL_TRACES_EXPORTER') ?? [])].filter((name) => name !== 'null');
  if (names[0] === 'none') return [];
  const processors: SpanProcessor[] = [];
  for (const name of names.length === 0 || names.includes('none') ? ['otlp'] : names) {
    if (name === 'otlp') {
      const exporter =
        otlpExporter ?? (require('./otlpExporter') as typeof import('./otlpExporter')).otlpExporterFromEnv(); // eslint-disable-line @typescript-eslint/no-require-imports
      processors.push(new BatchSpanProcessor(exporter));
    } else if (name === 'console') processors.push(new SimpleSpanProcessor(new ConsoleSpanExporter()));
    else diag.warn(`Unsupported OTEL_TRACES_EXPORTER value: ${name} (Kindred ships otlp, console and none).`);
  }
  return processors;
}

/** OTEL_PROPAGATORS (`tracecontext`, `baggage`, `none`); unset: W3C trace context and baggage. */
export function propagatorFromEnv(): TextMapPropagator | undefined {
  const names = getStringListFromEnv('OTEL_PROPAGATORS') ?? ['tracecontext', 'baggage'];
  if (names.includes('none')) return undefined;
  const propagators: TextMapPropagator[] = [];
  for (const name of new Set(names)) {
    if (name === 'tracecontext') propagators.push(new W3CTraceContextPropagator());
    else if (name === 'baggage') propagators.push(new W3CBaggagePropagator());
    else diag.warn(`Unsupported OTEL_PROPAGATORS value: ${name} (Kindred ships tracecontext and baggage).`);
  }
  return propagators.length === 0 ? undefined : new CompositePropagator({ propagators });
}
