import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import protobuf from 'protobufjs';

/** One span as the collector stand-in received it (ids in lower-case hex, as in W3C traceparent). */
export interface ReceivedSpan {
  service: string;
  /** The resource's service.instance.id (set through OTEL_RESOURCE_ATTRIBUTES). */
  instance: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  links: Array<{ traceId: string; spanId: string }>;
  attributes: Record<string, unknown>;
  /** The names of the span's events, in order. */
  events: string[];
}

// The part of opentelemetry-proto's ExportTraceServiceRequest that the tests read (field numbers as in
// opentelemetry/proto/trace/v1/trace.proto and common/v1/common.proto).
const otlp = protobuf.Root.fromJSON({
  nested: {
    ExportTraceServiceRequest: { fields: { resourceSpans: { rule: 'repeated', type: 'ResourceSpans', id: 1 } } },
    ResourceSpans: {
      fields: { resource: { type: 'Resource', id: 1 }, scopeSpans: { rule: 'repeated', type: 'ScopeSpans', id: 2 } },
    },
    Resource: { fields: { attributes: { rule: 'repeated', type: 'KeyValue', id: 1 } } },
    ScopeSpans: { fields: { spans: { rule: 'repeated', type: 'Span', id: 2 } } },
    KeyValue: { fields: { key: { type: 'string', id: 1 }, value: { type: 'AnyValue', id: 2 } } },
    AnyValue: {
      fields: {
        stringValue: { type: 'string', id: 1 },
        boolValue: { type: 'bool', id: 2 },
        intValue: { type: 'int64', id: 3 },
        doubleValue: { type: 'double', id: 4 },
      },
    },
    Span: {
      fields: {
        traceId: { type: 'bytes', id: 1 },
        spanId: { type: 'bytes', id: 2 },
        parentSpanId: { type: 'bytes', id: 4 },
        name: { type: 'string', id: 5 },
        kind: { type: 'int32', id: 6 },
        attributes: { rule: 'repeated', type: 'KeyValue', id: 9 },
        events: { rule: 'repeated', type: 'Event', id: 11 },
        links: { rule: 'repeated', type: 'Link', id: 13 },
      },
    },
    Event: { fields: { name: { type: 'string', id: 2 } } },
    Link: { fields: { traceId: { type: 'bytes', id: 1 }, spanId: { type: 'bytes', id: 2 } } },
  },
}).lookupType('ExportTraceServiceRequest');

interface Decoded {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value?: Record<string, unknown> }> };
    scopeSpans?: Array<{
      spans?: Array<{
        traceId?: string;
        spanId?: string;
        parentSpanId?: string;
        name: string;
        kind?: number;
        attributes?: Array<{ key: string; value?: Record<string, unknown> }>;
        links?: Array<{ traceId?: string; spanId?: string }>;
        events?: Array<{ name?: string }>;
      }>;
    }>;
  }>;
}

const hex = (value: unknown): string =>
  typeof value === 'string' ? (/^[0-9a-f]*$/i.test(value) ? value : Buffer.from(value, 'base64').toString('hex')) : '';
const scalar = (value?: Record<string, unknown>) =>
  value ? (value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue) : undefined;
const attributes = (list: Array<{ key: string; value?: Record<string, unknown> }> = []) =>
  Object.fromEntries(list.map((kv) => [kv.key, scalar(kv.value)]));

/**
 * A stand-in for an OpenTelemetry collector: accepts OTLP/HTTP trace exports at /v1/traces in both
 * encodings (http/json and http/protobuf) and keeps the spans, with the content types it saw.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const contentTypes = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const type = String(req.headers['content-type'] ?? '').split(';')[0]!;
      contentTypes.add(type);
      if (req.method !== 'POST' || req.url !== '/v1/traces') return void res.writeHead(404).end();
      const decoded: Decoded =
        type === 'application/x-protobuf'
          ? (otlp.toObject(otlp.decode(body), { bytes: String, longs: Number }) as Decoded)
          : (JSON.parse(body.toString('utf8')) as Decoded);
      for (const resourceSpans of decoded.resourceSpans ?? []) {
        const resource = attributes(resourceSpans.resource?.attributes);
        const service = String(resource['service.name'] ?? '');
        const instance = String(resource['service.instance.id'] ?? '');
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              service,
              instance,
              name: span.name,
              kind: span.kind ?? 0,
              traceId: hex(span.traceId),
              spanId: hex(span.spanId),
              parentSpanId: hex(span.parentSpanId),
              links: (span.links ?? []).map((l) => ({ traceId: hex(l.traceId), spanId: hex(l.spanId) })),
              attributes: attributes(span.attributes),
              events: (span.events ?? []).map((e) => e.name ?? ''),
            });
          }
        }
      }
      res.writeHead(200, { 'content-type': type }).end(type === 'application/json' ? '{}' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    contentTypes,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
