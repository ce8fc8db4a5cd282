import { context, diag, trace, TraceFlags } from '@opentelemetry/api';
import { UnsampledSpan } from './unsampledSpan';
// Library functions of any shape are wrapped as they are.
type AnyFunction = (this: any, ...args: any[]) => any;

/**
 * Whether a child span started now could never be recorded: the active span is one the sampler
 * dropped (an unsampled request). True only with a parent-based sampler (the SDK's default,
 * `parentbased_*`), where a child always follows its parent's decision.
 */
export function childSpansDropped(): boolean {
  const span = trace.getSpan(context.active());
  if (span === undefined) return false;
  // Asked on every instrumented call: an unsampled request's span is not made to produce its ids.
  return span instanceof UnsampledSpan || (span.spanContext().traceFlags & TraceFlags.SAMPLED) === 0;
}

/**
 * `traced` while a span of it could be recorded, `plain` under an unsampled request's span, where the
 * instrumentation would build attributes, a non-recording span and context-bound callbacks for nothing
 * (the 99% of requests a 1% sampler drops). With no span at all `traced` runs, so the
 * instrumentation's own rules (`requireParentSpan`) still decide.
 */
export function onlyWhenSampled<F extends AnyFunction>(traced: F, plain: F): F {
  if (traced === plain) return plain;
  return function sampledOnly(this: unknown, ...args: unknown[]) {
    return (childSpansDropped() ? plain : traced).apply(this, args);
  } as F;
}

type Patcher = (original: AnyFunction, ...rest: unknown[]) => AnyFunction;

/**
 * Makes an instrumentation's patch skip unsampled work: `method` is the instrumentation's own
 * (library-private) method that turns the library's `original` function into the traced one, or with
 * `factory`, the method that returns such a patcher. The versions are pinned (services/kit/package.json)
 * and kit's tracing tests check that each method is found; when one is not, the instrumentation stays as
 * it is (correct, only dearer) and a diagnostic says so.
 */
export function skipUnsampled(instrumentation: object, method: string, shape: 'patcher' | 'factory'): boolean {
  const target = instrumentation as Record<string, unknown>;
  const own = target[method];
  if (typeof own !== 'function') {
    diag.warn(`tracing: ${instrumentation.constructor.name}.${method} not found; unsampled work stays instrumented`);
    return false;
  }
  const wrapPatcher =
    (patcher: Patcher): Patcher =>
    (original, ...rest) =>
      onlyWhenSampled(patcher(original, ...rest), original);
  target[method] =
    shape === 'patcher'
      ? wrapPatcher((own as Patcher).bind(instrumentation))
      : (...args: unknown[]) => wrapPatcher((own as (...a: unknown[]) => Patcher).apply(instrumentation, args));
  return true;
}
