import { EventEmitter } from 'node:events';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { createContextKey, ROOT_CONTEXT } from '@opentelemetry/api';
import { createLogger } from '../src/runtime/logger';
import { currentContext, runWithContext } from '../src/runtime/context';
import { RequestContextManager } from '../src/tracing/requestContextManager';

const key = createContextKey('request-context-manager-test');
const manager = new RequestContextManager();
const traced = () => manager.active().getValue(key);
const requestId = () => currentContext()?.requestId;
const request = (id: string) => ({ requestId: id, logger: createLogger('test', 'silent') });
const tick = () => new Promise((resolve) => setImmediate(resolve));

it('carries the trace context and the request context together across awaits, neither resetting the other', async () => {
  expect(manager.active()).toBe(ROOT_CONTEXT);
  const seen = await manager.with(ROOT_CONTEXT.setValue(key, 'trace'), async () => {
    await tick();
    return runWithContext(request('req-1'), async () => {
      await tick();
      const inner = await manager.with(ROOT_CONTEXT.setValue(key, 'child span'), async () => {
        await tick();
        return [traced(), requestId()];
      });
      return [inner, [traced(), requestId()]];
    });
  });
  expect(seen).toEqual([
    ['child span', 'req-1'],
    ['trace', 'req-1'],
  ]);
  expect([manager.active(), currentContext()]).toEqual([ROOT_CONTEXT, undefined]);
});

it('passes the receiver and arguments through, and restores the outer context when the call throws', () => {
  const sum = manager.with(
    ROOT_CONTEXT,
    function (this: { n: number }, a: number, b: number) {
      return this.n + a + b;
    },
    { n: 1 },
    2,
    3,
  );
  expect(sum).toBe(6);
  expect(() =>
    manager.with(ROOT_CONTEXT.setValue(key, 'failing'), () => {
      throw new Error('boom');
    }),
  ).toThrow('boom');
  expect(traced()).toBeUndefined();
});

it('attaches a context until the token is disposed, keeping the request context', async () => {
  await runWithContext(request('req-2'), async () => {
    const token = manager.attach(ROOT_CONTEXT.setValue(key, 'attached'));
    expect([traced(), requestId()]).toEqual(['attached', 'req-2']);
    token.dispose();
    token.dispose();
    expect([traced(), requestId()]).toEqual([undefined, 'req-2']);
  });
});

it('binds emitters to a context, except HTTP requests and responses, whose shapes stay as they are', () => {
  const emitter = new EventEmitter();
  const seen: unknown[] = [];
  manager.bind(ROOT_CONTEXT.setValue(key, 'bound'), emitter);
  emitter.on('ping', () => seen.push(traced()));
  emitter.emit('ping');
  expect(seen).toEqual(['bound']);

  const incoming = new IncomingMessage(new Socket());
  const response = new ServerResponse(incoming);
  const before = [Object.keys(incoming), Object.keys(response)];
  expect(manager.bind(ROOT_CONTEXT.setValue(key, 'bound'), incoming)).toBe(incoming);
  expect(manager.bind(ROOT_CONTEXT.setValue(key, 'bound'), response)).toBe(response);
  expect([Object.keys(incoming), Object.keys(response)]).toEqual(before);
});

it('keeps carrying request contexts after tracing lets go of it', async () => {
  manager.disable();
  await runWithContext(request('req-3'), async () => {
    await tick();
    expect(requestId()).toBe('req-3');
  });
});
