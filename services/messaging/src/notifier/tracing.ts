import { startTracing } from '@kindred/kit/tracing';

// Imported first by notifierMain.ts: instrumentation has to be in place before grpc-js, pg, ioredis... load.
startTracing('notifier');
