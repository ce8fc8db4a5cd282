import { startTracing } from '@kindred/kit/tracing';

// Imported first by main.ts. The chat node makes its spans by hand (src/telemetry): uWebSockets.js is
// not auto-instrumented, and the instrumentations' async context tracking (AsyncLocalStorage over
// promise hooks) would tax every promise of the hot path for spans it does not need.
startTracing('chat', { instrument: false });
