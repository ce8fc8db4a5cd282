import { randomBytes } from 'node:crypto';
import { context, trace, TraceFlags, type Tracer } from '@opentelemetry/api';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { KoaInstrumentation } from '@opentelemetry/instrumentation-koa';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import * as tracing from '@opentelemetry/sdk-trace-base';
import * as node from '@opentelemetry/sdk-trace-node';
import { Command, Redis } from 'ioredis';
import { childSpansDropped, onlyWhenSampled, skipUnsampled } from '../src/tracing/sampledOnly';
import { childrenFollowParent } from '../src/tracing/tracing';
import { testRedisUrl } from '../src/testing';

// A real tracer provider (parent-based sampler, as the SDK's default) with the async context manager,
// exporting to memory: a span is "sampled" when its parent's decision says so.
const exporter = new tracing.InMemorySpanExporter();
const provider = new node.NodeTracerProvider({
  sampler: new tracing.ParentBasedSampler({ root: new tracing.AlwaysOnSampler() }),
  spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
});
provider.register();
const tracer: Tracer = provider.getTracer('sampled-only-test');

/** Runs `work` inside a request span whose sampling decision came from the ingress. */
function inRequest<T>(sampled: boolean, work: () => T): T {
  const ingress = trace.setSpanContext(context.active(), {
    traceId: randomBytes(16).toString('hex'),
    spanId: randomBytes(8).toString('hex'),
    traceFlags: sampled ? TraceFlags.SAMPLED : TraceFlags.NONE,
    isRemote: true,
  });
  const request = tracer.startSpan('request', {}, ingress);
  try {
    return context.with(trace.setSpan(ingress, request), work);
  } finally {
    request.end();
  }
}

afterAll(async () => {
  await provider.shutdown();
});

beforeEach(() => exporter.reset());

describe('childSpansDropped', () => {
  it('is true only under a span the sampler dropped', () => {
    expect(childSpansDropped()).toBe(false);
    expect(inRequest(false, childSpansDropped)).toBe(true);
    expect(inRequest(true, childSpansDropped)).toBe(false);
  });

  it('follows a remote sampled parent (not recording here, but its children are)', () => {
    const remote = trace.setSpanContext(context.active(), {
      traceId: randomBytes(16).toString('hex'),
      spanId: randomBytes(8).toString('hex'),
      traceFlags: TraceFlags.SAMPLED,
      isRemote: true,
    });
    expect(context.with(remote, childSpansDropped)).toBe(false);
  });
});

describe('childrenFollowParent', () => {
  it('holds for the default and the parent-based samplers, not for the others', () => {
    expect(childrenFollowParent({})).toBe(true);
    expect(childrenFollowParent({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio' })).toBe(true);
    expect(childrenFollowParent({ OTEL_TRACES_SAMPLER: 'always_off' })).toBe(true);
    expect(childrenFollowParent({ OTEL_TRACES_SAMPLER: 'always_on' })).toBe(false);
    expect(childrenFollowParent({ OTEL_TRACES_SAMPLER: 'traceidratio' })).toBe(false);
  });
});

describe('onlyWhenSampled', () => {
  it('calls the traced function unless the request is unsampled, with the same receiver and arguments', () => {
    const calls: string[] = [];
    const receiver = { name: 'client' };
    const traced = function (this: typeof receiver, x: number) {
      calls.push(`traced ${this.name} ${x}`);
      return x + 1;
    };
    const plain = function (this: typeof receiver, x: number) {
      calls.push(`plain ${this.name} ${x}`);
      return x + 2;
    };
    const both = onlyWhenSampled(traced, plain);
    expect(both.call(receiver, 1)).toBe(2);
    expect(inRequest(true, () => both.call(receiver, 2))).toBe(3);
    expect(inRequest(false, () => both.call(receiver, 3))).toBe(5);
    expect(calls).toEqual(['traced client 1', 'traced client 2', 'plain client 3']);
  });
});

describe('skipUnsampled on the pinned instrumentations', () => {
  it('finds the patch methods of the pg, ioredis and Koa instrumentations', () => {
    const off = { enabled: false };
    expect(skipUnsampled(new PgInstrumentation(off), '_getClientQueryPatch', 'factory')).toBe(true);
    expect(skipUnsampled(new IORedisInstrumentation(off), '_traceSendCommand', 'patcher')).toBe(true);
    expect(skipUnsampled(new KoaInstrumentation(off), '_patchLayer', 'patcher')).toBe(true);
    expect(skipUnsampled(new KoaInstrumentation(off), '_noSuchPatch', 'patcher')).toBe(false);
  });

  describe('a real Redis command through the ioredis instrumentation', () => {
    const redis = new Redis(testRedisUrl());
    const prefix = `kit-sampled-${randomBytes(4).toString('hex')}:`;
    afterAll(async () => {
      await redis.del(`${prefix}sampled`, `${prefix}unsampled`, `${prefix}outside`);
      await redis.quit();
    });
    const instrumentation = new IORedisInstrumentation({ enabled: false, requireParentSpan: true });
    instrumentation.setTracerProvider(provider);
    skipUnsampled(instrumentation, '_traceSendCommand', 'patcher');
    const traceSendCommand = (instrumentation as unknown as Record<string, (...args: unknown[]) => unknown>)
      ._traceSendCommand!;

    const sendCommand = traceSendCommand(Redis.prototype.sendCommand, '5.0.0') as Redis['sendCommand'];
    /** Sends SET through the patched sendCommand; says whether the instrumentation took the command in hand. */
    const set = async (key: string) => {
      const command = new Command('set', [prefix + key, '1', 'EX', '60']);

      const ownResolve = command.resolve;
      sendCommand.call(redis, command);
      // The instrumentation ends its span from a resolve of its own that it puts on the command.
      const instrumented = command.resolve !== ownResolve;
      await command.promise;
      return instrumented;
    };

    it('makes a child span in a sampled request', async () => {
      expect(await inRequest(true, () => set('sampled'))).toBe(true);
      expect(exporter.getFinishedSpans().map((s) => s.name)).toContain('set');
    });

    it("leaves an unsampled request's command alone, and the command still runs", async () => {
      expect(await inRequest(false, () => set('unsampled'))).toBe(false);
      expect(await redis.get(`${prefix}unsampled`)).toBe('1');
      expect(exporter.getFinishedSpans().filter((s) => s.name === 'set')).toEqual([]);
    });

    it('leaves a command outside any request alone too (requireParentSpan)', async () => {
      expect(await set('outside')).toBe(false);
    });
  });
});
