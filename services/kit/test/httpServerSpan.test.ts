import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, ROOT_CONTEXT, SpanStatusCode } from '@opentelemetry/api';
import * as tracing from '@opentelemetry/sdk-trace-base';
import * as node from '@opentelemetry/sdk-trace-node';
import onFinished from 'on-finished';
import { startServerSpan } from '../src/tracing/httpServerSpan';

const exporter = new tracing.InMemorySpanExporter();
const provider = new node.NodeTracerProvider({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });
const tracer = provider.getTracer('http-server-span-test');

/** Each answered response's own property names, in the order they were added. */
const shapes: string[][] = [];

/** The app's handling of a request, as Koa's: a default status, its own on-finished listener, the answer. */
function app(request: IncomingMessage, response: ServerResponse): void {
  response.statusCode = 404;
  onFinished(response, () => shapes.push(Object.keys(response)));
  response.statusCode = 200;
  response.setHeader('content-type', 'application/json');
  response.end('{}');
}

/** The entry point as httpSampledFirst runs it: a sampled request's span around the app's handling. */
const server = http.createServer((request, response) => {
  if (request.headers['x-sampled'] === undefined) return app(request, response);
  const sampled = startServerSpan(tracer, ROOT_CONTEXT, 'http', request, response);
  try {
    context.with(sampled.context, () => app(request, response));
  } finally {
    sampled.endOnFinish();
  }
});

let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/member/index/userinfo`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await provider.shutdown();
});

describe('startServerSpan', () => {
  it('ends the sampled request span with the answer status once the response is finished', async () => {
    exporter.reset();
    const answer = await fetch(url, { method: 'POST', headers: { 'x-sampled': '1' } });
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    const spans = exporter.getFinishedSpans();
    expect(spans).toHaveLength(1);
    const span = spans[0]!;
    expect(span.name).toBe('POST');
    expect(span.attributes['http.response.status_code']).toBe(200);
    expect(span.status.code).toBe(SpanStatusCode.UNSET);
  });

  // The response of a sampled request must not take another hidden class than every other one: a
  // property added in another order makes Node's and Koa's response code polymorphic for all requests.
  it('leaves a sampled response with the same properties, in the same order, as an unsampled one', async () => {
    shapes.length = 0;
    await fetch(url, { method: 'POST' });
    await fetch(url, { method: 'POST', headers: { 'x-sampled': '1' } });
    expect(shapes).toHaveLength(2);
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[0]).toContain('__onFinished');
  });
});
