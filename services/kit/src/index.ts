// The public API of @kindred/kit, by folder (services/kit/README.md). `@kindred/kit/tracing` and
// `@kindred/kit/testing` are their own entry points: a process loads tracing first, and tests only.
export * from './runtime/config';
export {
  acceptRequestId,
  currentContext,
  REQUEST_ID_HEADER,
  runWithContext,
  type RequestContext,
} from './runtime/context';
export * from './runtime/database';
export * from './runtime/dependencies';
export * from './runtime/dependencyMetrics';
export * from './runtime/logger';
export * from './runtime/metrics';
export * from './runtime/ownWrites';
export * from './runtime/readPath';
export { parseLsn, type Replica } from './runtime/replicaWatch';
export * from './runtime/redis';
export * from './runtime/rateLimit';
export * from './runtime/renderedOnce';
export * from './runtime/service';
export * from './runtime/shutdown';
export * from './grpc/errors';
export * from './grpc/grpcClient';
export * from './grpc/grpcServer';
export * from './grpc/grpcTls';
export * from './grpc/proto';
export * from './tracing/traceContext';
export { nameRequestRoute, startSampledSpan, tracingActive } from './tracing/tracing';
export * from './events';
export * from './events/accountErasures';
export * from './members/demoMembers';
export * from './members/presence';
export * from './members/socketTickets';
export * from './members/staffReads';
export * from './members/unsubscribeLinks';
export * from './members/wording';
export * from './keeping/countCache';
export * from './keeping/keptValues';
