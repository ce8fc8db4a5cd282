import { createTraceState, type Attributes, type HrTime, type SpanContext } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';

/** A span context as plain data (its trace state serialized), which a worker's message can carry. */
interface ContextRecord {
  traceId: string;
  spanId: string;
  traceFlags: number;
  isRemote?: boolean;
  traceState?: string;
}

/** What the OTLP exporter reads of an ended span, as plain data (structured-cloneable). */
export interface SpanRecord {
  name: string;
  kind: number;
  context: ContextRecord;
  parent?: ContextRecord;
  startTime: HrTime;
  endTime: HrTime;
  duration: HrTime;
  status: ReadableSpan['status'];
  attributes: Attributes;
  links: { context: ContextRecord; attributes?: Attributes; droppedAttributesCount?: number }[];
  events: { name: string; time: HrTime; attributes?: Attributes; droppedAttributesCount?: number }[];
  dropped: [attributes: number, events: number, links: number];
  /** Index into the batch's `resources` and `scopes`. */
  resource: number;
  scope: number;
}

export interface SpanBatch {
  spans: SpanRecord[];
  resources: { attributes: Attributes; schemaUrl?: string }[];
  scopes: ReadableSpan['instrumentationScope'][];
}

const contextRecord = (context: SpanContext): ContextRecord => ({
  traceId: context.traceId,
  spanId: context.spanId,
  traceFlags: context.traceFlags,
  isRemote: context.isRemote,
  traceState: context.traceState?.serialize(),
});

const spanContext = (record: ContextRecord): SpanContext => ({
  traceId: record.traceId,
  spanId: record.spanId,
  traceFlags: record.traceFlags,
  isRemote: record.isRemote,
  traceState: record.traceState === undefined ? undefined : createTraceState(record.traceState),
});

/** Ended spans as plain data: each resource and instrumentation scope once, spans pointing at them. */
export function toSpanBatch(spans: ReadableSpan[]): SpanBatch {
  const batch: SpanBatch = { spans: [], resources: [], scopes: [] };
  const resources = new Map<object, number>();
  const scopes = new Map<object, number>();
  const indexOf = <T extends object>(seen: Map<object, number>, list: unknown[], item: T, record: () => unknown) => {
    let index = seen.get(item);
    if (index === undefined) {
      index = list.push(record()) - 1;
      seen.set(item, index);
    }
    return index;
  };
  for (const span of spans) {
    const { resource, instrumentationScope } = span;
    batch.spans.push({
      name: span.name,
      kind: span.kind,
      context: contextRecord(span.spanContext()),
      parent: span.parentSpanContext && contextRecord(span.parentSpanContext),
      startTime: span.startTime,
      endTime: span.endTime,
      duration: span.duration,
      status: span.status,
      attributes: span.attributes,
      links: span.links.map((link) => ({ ...link, context: contextRecord(link.context) })),
      events: span.events.map((event) => ({ ...event })),
      dropped: [span.droppedAttributesCount, span.droppedEventsCount, span.droppedLinksCount],
      resource: indexOf(resources, batch.resources, resource, () => ({
        attributes: resource.attributes,
        schemaUrl: resource.schemaUrl,
      })),
      scope: indexOf(scopes, batch.scopes, instrumentationScope, () => ({ ...instrumentationScope })),
    });
  }
  return batch;
}

/**
 * The batch's spans as the OTLP exporter reads them. Spans of one resource (and one scope) share one
 * object, as the exporter groups them by identity.
 */
export function fromSpanBatch(batch: SpanBatch): ReadableSpan[] {
  return batch.spans.map((record) => {
    const context = spanContext(record.context);
    return {
      name: record.name,
      kind: record.kind,
      spanContext: () => context,
      parentSpanContext: record.parent && spanContext(record.parent),
      startTime: record.startTime,
      endTime: record.endTime,
      duration: record.duration,
      status: record.status,
      attributes: record.attributes,
      links: record.links.map((link) => ({ ...link, context: spanContext(link.context) })),
      events: record.events,
      ended: true,
      resource: batch.resources[record.resource],
      instrumentationScope: batch.scopes[record.scope],
      droppedAttributesCount: record.dropped[0],
      droppedEventsCount: record.dropped[1],
      droppedLinksCount: record.dropped[2],
    } as unknown as ReadableSpan;
  });
}
