// Tracing off (no OTLP endpoint) must load no trace SDK at all (docs/observability.md, "Set-up cost"):
// each of its packages throws here when a module kit's index pulls in requires it.
jest.mock('@opentelemetry/sdk-trace-base', () => {
  throw new Error('the trace SDK was loaded with tracing off');
});
jest.mock('@opentelemetry/resources', () => {
  throw new Error('the resources SDK was loaded with tracing off');
});
jest.mock('@opentelemetry/instrumentation', () => {
  throw new Error('the instrumentation base was loaded with tracing off');
});

it('kit and its tracing entry load without the trace SDK when tracing is off', () => {
  delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  delete process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded after the mocks are in place */
  const kit = require('../src/index') as typeof import('../src/index');
  const { startTracing } = require('../src/tracing/tracing') as typeof import('../src/tracing/tracing');
  /* eslint-enable @typescript-eslint/no-require-imports */
  expect(startTracing('edge')).toBe(false);
  expect(kit.tracingActive()).toBe(false);
});
