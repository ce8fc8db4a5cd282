import {
  context,
  diag,
  ROOT_CONTEXT,
  trace,
  type Attributes,
  type Context,
  type Link,
  type Span,
  type SpanKind,
  type SpanOptions,
  type Tracer,
} from '@opentelemetry/api';
import * as tracing from '@opentelemetry/sdk-trace-base';
import { newTraceBound, traceIdDrawing, type HandedTraceIds } from './newTraceDraw';
import { UnsampledSpan } from './unsampledSpan';

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

  /** For new traces: the bound a drawn 32-bit number must stay under (see drawNewTrace). */
  private readonly newTraces: number | undefined;

  /**
   * `ids`: the process's trace id generator, when it is kit's, so that a new trace's span takes the
   * trace id its decision was drawn on.
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
   * Runs `traced` when the sampler keeps a request with this parent (the context its propagated
   * headers gave; undefined when it carried none), else `plain` inside a context whose span records
   * nothing and makes the request's ids only if they are read (`UnsampledSpan`): log lines keep
   * `trace_id`/`span_id` and outgoing calls pass the trace on with the sampled flag off, but no
   * attribute, instrumentation callback or (for most requests) id is made. A new trace is drawn as
   * `startSampled` draws it, so the 99% a 1% ratio drops cost one random number.
   * `traced` must start the request's span synchronously, before any other span.
   */
  decide<T>(parent: Context | undefined, name: string, kind: SpanKind, traced: () => T, plain: () => T): T {
    const remote = parent && trace.getSpanContext(parent);
    if (parent && remote && trace.isSpanContextValid(remote)) {
      const result = this.configured.shouldSample(parent, remote.traceId, name, kind, {}, []);
      if (result.decision !== tracing.SamplingDecision.NOT_RECORD) return this.keep(result, undefined, traced);
      const unsampled = new UnsampledSpan(remote.traceId, result.traceState ?? remote.traceState);
      return context.with(trace.setSpan(parent, unsampled), plain);
    }
    const base = parent ?? ROOT_CONTEXT;
    const traceId = this.drawNewTrace();
    if (traceId === undefined) return context.with(trace.setSpan(base, new UnsampledSpan()), plain);
    const result = this.configured.shouldSample(base, traceId, name, kind, {}, []);
    if (result.decision !== tracing.SamplingDecision.NOT_RECORD) return this.keep(result, traceId, traced);
    return context.with(trace.setSpan(base, new UnsampledSpan(traceId, result.traceState)), plain);
  }

  /**
   * For spans made by hand (the chat node's sends and frames): starts a new trace's span only when the
   * sampler keeps it. A kept decision is handed to the span, so the sampler is asked once.
   */
  startSampled(tracer: Tracer, name: string, options: SpanOptions & { kind: SpanKind }): Span | undefined {
    const traceId = this.drawNewTrace();
    if (traceId === undefined) return undefined;
    const result = this.configured.shouldSample(ROOT_CONTEXT, traceId, name, options.kind, {}, []);
    if (result.decision === tracing.SamplingDecision.NOT_RECORD) return undefined;
    return this.keep(result, traceId, () => tracer.startSpan(name, { ...options, root: true }));
  }

  /**
   * The trace id a new trace is asked about, or undefined when it is surely dropped. With the SDK's
   * ratio, always-on or always-off sampler (alone or as a parent-based sampler's root), a dropped one
   * costs one random number against the bound the sampler itself gave (`newTraceBound`): no trace id,
   * no sampler call, no object; a kept one gets an id drawn on that number, which the configured
   * sampler is then asked about and the span takes (`ids`). Other samplers get a fresh id each time.
   */
  private drawNewTrace(): string | undefined {
    const bound = this.newTraces;
    if (bound === undefined) return randomIds.generateTraceId();
    const drawn = (Math.random() * 0x100000000) >>> 0;
    return drawn < bound ? traceIdDrawing(drawn) : undefined;
  }

  /** Runs `start` (which starts the kept span) with the decision, and the new trace's id, handed over. */
  private keep<T>(result: SamplingResult, traceId: string | undefined, start: () => T): T {
    this.handedOver = result;
    this.ids?.handOver(traceId);
    try {
      return start();
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
