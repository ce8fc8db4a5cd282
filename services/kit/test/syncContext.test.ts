import { createContextKey, ROOT_CONTEXT } from '@opentelemetry/api';
import { SyncContextManager } from '../src/tracing/syncContext';

const key = createContextKey('sync-context-test');

describe('SyncContextManager', () => {
  const manager = new SyncContextManager();
  const value = () => manager.active().getValue(key);

  it('holds a context for the synchronous call only, nested calls restoring the outer one', () => {
    expect(value()).toBeUndefined();
    const seen = manager.with(ROOT_CONTEXT.setValue(key, 'outer'), () => {
      const inner = manager.with(ROOT_CONTEXT.setValue(key, 'inner'), value);
      return [inner, value()];
    });
    expect(seen).toEqual(['inner', 'outer']);
    expect(value()).toBeUndefined();
  });

  it('restores the outer context when the call throws', () => {
    expect(() =>
      manager.with(ROOT_CONTEXT.setValue(key, 'failing'), () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(value()).toBeUndefined();
  });

  it('does not follow an await: no async context tracking', async () => {
    const after = await manager.with(ROOT_CONTEXT.setValue(key, 'before await'), async () => {
      await Promise.resolve();
      return value();
    });
    expect(after).toBeUndefined();
  });

  it('binds a function to a context, with its receiver and arguments', () => {
    const bound = manager.bind(ROOT_CONTEXT.setValue(key, 'bound'), function (this: { n: number }, x: number) {
      return [value(), this.n + x];
    });
    expect(bound.call({ n: 1 }, 2)).toEqual(['bound', 3]);
  });
});
