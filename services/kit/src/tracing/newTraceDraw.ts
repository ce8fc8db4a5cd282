import { diag, ROOT_CONTEXT, SpanKind } from '@opentelemetry/api';
import * as tracing from '@opentelemetry/sdk-trace-base';

type Sampler = tracing.Sampler;

/** 2^32: the trace id ratio sampler's decisions compare a 32-bit number with a bound up to this. */
const WORDS = 0x100000000;

/**
 * A trace id whose four 32-bit words XOR to `value` (the number the SDK's TraceIdRatioBased sampler
 * compares with its bound), the other words random: the sampler keeps it exactly when it keeps `value`.
 */
export function traceIdDrawing(value: number): string {
  const a = (Math.random() * WORDS) >>> 0;
  const b = (Math.random() * WORDS) >>> 0;
  // Never all zero: the third word is odd.
  const c = (((Math.random() * WORDS) >>> 0) | 1) >>> 0;
  const d = (a ^ b ^ c ^ value) >>> 0;
  return hex8(a) + hex8(b) + hex8(c) + hex8(d);
}

const hex8 = (word: number) => word.toString(16).padStart(8, '0');

/**
 * The sampler that decides a *new* trace under the configured one: a parent-based sampler's root, or
 * the sampler itself. `_root` is the SDK's own (private) field, version pinned in kit's package.json;
 * when it is not found, undefined (the caller keeps asking the whole sampler).
 */
function rootOf(configured: Sampler): Sampler | undefined {
  if (!(configured instanceof tracing.ParentBasedSampler)) return configured;
  const root = (configured as unknown as { _root?: Sampler })._root;
  if (root && typeof root.shouldSample === 'function') return root;
  diag.warn('tracing: ParentBasedSampler._root not found; each hand-made span asks the whole sampler');
  return undefined;
}

/**
 * For a sampler whose decision on a new trace depends on its trace id only through the ratio
 * sampler's 32-bit number (the SDK's TraceIdRatioBased, AlwaysOn, AlwaysOff, alone or as a
 * parent-based sampler's root): the bound below which it keeps a trace, found by asking the sampler
 * itself (32 questions at start), so its own arithmetic sets the ratio. Undefined for any other sampler.
 */
export function newTraceBound(configured: Sampler): number | undefined {
  const root = rootOf(configured);
  const known =
    root instanceof tracing.TraceIdRatioBasedSampler ||
    root instanceof tracing.AlwaysOnSampler ||
    root instanceof tracing.AlwaysOffSampler;
  if (!known) return undefined;
  const keeps = (value: number) =>
    configured.shouldSample(ROOT_CONTEXT, traceIdDrawing(value), 'probe', SpanKind.INTERNAL, {}, []).decision !==
    tracing.SamplingDecision.NOT_RECORD;
  // The smallest number it does not keep (2^32 when it keeps them all).
  let low = 0;
  let high = WORDS;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (keeps(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The process's trace id generator, which gives the next root span a trace id chosen beforehand (the
 * one its sampling decision was drawn on), so that the span's id is one the ratio sampler keeps.
 */
export class HandedTraceIds implements tracing.IdGenerator {
  private readonly random = new tracing.RandomIdGenerator();
  private next: string | undefined;

  /** The trace id the next root span gets (cleared by `handOver(undefined)` if no span took it). */
  handOver(traceId: string | undefined): void {
    this.next = traceId;
  }

  generateTraceId(): string {
    const handed = this.next;
    if (handed === undefined) return this.random.generateTraceId();
    this.next = undefined;
    return handed;
  }

  generateSpanId(): string {
    return this.random.generateSpanId();
  }
}
