import { createTraceState, type Attributes, type HrTime, type SpanContext } from '@opentelemetry/api';
import type { tracing } from '@opentelemetry/sdk-node';

type ReadableSpan = tracing.ReadableSpan;

/** A span context as plain data (its trace state serialized), which a worker's message can carry. */
interface ContextRecord {
  traceId: string;
  spanId: string;
  traceFlags: number;
  isRemote?: boolean;
  traceState?: string;
}

/** What the OTLP exporter reads of an ended span, as plain data (it survives JSON). */
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

/** One ended span as plain data; `resource` and `scope` index the batch's tables. */
export function spanRecord(span: ReadableSpan, resource: number, scope: number): SpanRecord {
  return {
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
    events: span.events,
    dropped: [span.droppedAttributesCount, span.droppedEventsCount, span.droppedLinksCount],
    resource,
    scope,
  };
}

/**
 * The tables a batch's spans point into: each resource and instrumentation scope once, by identity
 * (the OTLP exporter groups spans by the identity of their resource and scope).
 */
export class SpanTables {
  readonly resources: ReadableSpan['resource'][] = [];
  readonly scopes: ReadableSpan['instrumentationScope'][] = [];
  private readonly resourceIndex = new Map<object, number>();
  private readonly scopeIndex = new Map<object, number>();

  resourceOf(span: ReadableSpan): number {
    return indexOf(this.resourceIndex, this.resources, span.resource);
  }

  scopeOf(span: ReadableSpan): number {
    return indexOf(this.scopeIndex, this.scopes, span.instrumentationScope);
  }

  /** The tables as plain data (a resource's attributes as they are once its detectors have answered). */
  records(): Pick<SpanBatch, 'resources' | 'scopes'> {
    return {
      resources: this.resources.map((resource) => ({ attributes: resource.attributes, schemaUrl: resource.schemaUrl })),
      scopes: this.scopes.map((scope) => ({ ...scope })),
    };
  }
}

function indexOf<T extends object>(seen: Map<object, number>, list: T[], item: T): number {
  let index = seen.get(item);
  if (index === undefined) {
    index = list.push(item) - 1;
    seen.set(item, index);
  }
  return index;
}

/** Ended spans as plain data: each resource and instrumentation scope once, spans pointing at them. */
export function toSpanBatch(spans: ReadableSpan[]): SpanBatch {
  const tables = new SpanTables();
  const records = spans.map((span) => spanRecord(span, tables.resourceOf(span), tables.scopeOf(span)));
  return { spans: records, ...tables.records() };
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
