import {
  context,
  diag,
  ROOT_CONTEXT,
  trace,
  TraceFlags,
  type Attributes,
  type Context,
  type Link,
  type Span,
  type SpanKind,
  type SpanOptions,
  type Tracer,
} from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import { newTraceBound, traceIdDrawing, type HandedTraceIds } from './newTraceDraw';

type Sampler = tracing.Sampler;
type SamplingResult = tracing.SamplingResult;

/**
 * The process's sampler (the one OTEL_TRACES_SAMPLER configures), asked by the request's entry point
 * *before* an instrumentation builds the request's span. When it keeps the request, the decision is
 * handed to the span the instrumentation starts next, so the sampler is not asked twice (a 1% ratio
 * asked twice would keep 0.01% of new traces).
 */
export class DecidedFirst implements Sampler {
  /** The decision taken for the request whose instrumented span is being started, if any. */
  private handedOver: SamplingResult | undefined;

  /** For new traces started by hand: the bound a drawn 32-bit number must stay under (see startSampled). */
  private readonly newTraces: number | undefined;

  /**
   * `ids`: the process's trace id generator, when it is kit's (the chat node's), so that a span started
   * by hand takes the trace id its decision was drawn on.
   */
  constructor(
    readonly configured: Sampler,
    private readonly ids?: HandedTraceIds,
  ) {
    this.newTraces = newTraceBound(configured);
  }

  shouldSample(
    parent: Context,
    traceId: string,
    name: string,
    kind: SpanKind,
    attributes: Attributes,
    links: Link[],
  ): SamplingResult {
    const decided = this.handedOver;
    if (decided) {
      this.handedOver = undefined;
      return decided;
    }
    return this.configured.shouldSample(parent, traceId, name, kind, attributes, links);
  }

  /**
   * Runs `traced` when the sampler keeps a request with this parent (the remote context its
   * `traceparent` gave, or none), else `plain` inside a context that carries the request's ids,
   * unsampled: log lines keep `trace_id`/`span_id` and outgoing calls pass the trace on with the
   * sampled flag off, but no span object, attribute or instrumentation callback is made.
   * `traced` must start the request's span synchronously, before any other span.
   */
  decide<T>(parent: Context, name: string, kind: SpanKind, traced: () => T, plain: () => T): T {
    const remote = trace.getSpanContext(parent);
    const continued = remote !== undefined && trace.isSpanContextValid(remote);
    const traceId = continued ? remote.traceId : randomIds.generateTraceId();
    const result = this.configured.shouldSample(parent, traceId, name, kind, {}, []);
    if (result.decision !== tracing.SamplingDecision.NOT_RECORD) {
      this.handedOver = result;
      try {
        return traced();
      } finally {
        this.handedOver = undefined;
      }
    }
    const unsampled = trace.setSpanContext(parent, {
      traceId,
      spanId: randomIds.generateSpanId(),
      traceFlags: TraceFlags.NONE,
      traceState: result.traceState ?? remote?.traceState,
    });
    return context.with(unsampled, plain);
  }

  /**
   * For spans made by hand (the chat node's sends and frames): starts a new trace's span only when the
   * sampler keeps it. With the SDK's ratio, always-on or always-off sampler (alone or as a parent-based
   * sampler's root), an unsampled one costs one random number against the bound the sampler itself
   * gave (`newTraceBound`): no trace id, no sampler call, no object. The kept 1% get a trace id drawn
   * on that number, which the configured sampler is then asked about (its own logic, its result) and
   * which the span takes (`ids`). Other samplers are asked on a fresh trace id for every span.
   * A kept decision is handed to the span, so the sampler is asked once.
   */
  startSampled(tracer: Tracer, name: string, options: SpanOptions & { kind: SpanKind }): Span | undefined {
    const bound = this.newTraces;
    let traceId: string;
    if (bound !== undefined) {
      const drawn = (Math.random() * 0x100000000) >>> 0;
      if (drawn >= bound) return undefined;
      traceId = traceIdDrawing(drawn);
    } else traceId = randomIds.generateTraceId();
    const result = this.configured.shouldSample(ROOT_CONTEXT, traceId, name, options.kind, {}, []);
    if (result.decision === tracing.SamplingDecision.NOT_RECORD) return undefined;
    this.handedOver = result;
    this.ids?.handOver(traceId);
    try {
      return tracer.startSpan(name, { ...options, root: true });
    } finally {
      this.handedOver = undefined;
      this.ids?.handOver(undefined);
    }
  }

  toString(): string {
    return `DecidedFirst{${this.configured.toString()}}`;
  }
}

const randomIds = new tracing.RandomIdGenerator();

// Instrumentations' library-private methods take and return functions of any shape.
export type AnyMethod = (this: any, ...args: any[]) => any;

/**
 * Replaces an instrumentation's own (library-private) method by `wrap(own)`. The versions are pinned
 * (services/kit/package.json) and kit's tests check each method is found; when one is not, the
 * instrumentation stays as it is (correct, only dearer) and a diagnostic says so.
 */
export function replaceOwnMethod(
  instrumentation: object,
  method: string,
  wrap: (own: AnyMethod) => AnyMethod,
): boolean {
  const target = instrumentation as Record<string, unknown>;
  const own = target[method];
  if (typeof own !== 'function') {
    diag.warn(`tracing: ${instrumentation.constructor.name}.${method} not found; unsampled requests stay instrumented`);
    return false;
  }
  target[method] = wrap((own as AnyMethod).bind(instrumentation));
  return true;
}
