import * as grpc from '@grpc/grpc-js';
import { HealthImplementation } from 'grpc-health-check';
import { acceptRequestId, REQUEST_ID_HEADER, runWithContext } from '../runtime/context';
import { DomainError, toGrpcError } from './errors';
import { DependencyWatch, type DependencyCheck } from '../runtime/dependencies';
import type { Logger } from '../runtime/logger';
import { isRedisUnavailable } from '../runtime/redis';
import type { Metrics } from '../runtime/metrics';
import { grpcServerCredentials } from './grpcTls';

/** Unary handlers written as async functions; streaming handlers keep grpc-js's own shape. */
export type AsyncHandlers<H> = {
  [K in keyof H as string extends K ? never : K]: H[K] extends grpc.handleUnaryCall<infer Req, infer Res>
    ? (request: Req, call: grpc.ServerUnaryCall<Req, Res>) => Promise<Res>
    : H[K];
};

export interface ServiceBinding {
  definition: grpc.ServiceDefinition;
  handlers: object;
}

export interface GrpcServerOptions {
  name: string;
  host?: string;
  port: number;
  logger: Logger;
  metrics: Metrics;
  services: ServiceBinding[];
  /**
   * Each client connection is closed (GOAWAY) after this long, ± 10 % (grpc-js's jitter), so that
   * round-robin clients resolve again and spread to pods started since they connected.
   * Default: GRPC_MAX_CONNECTION_AGE_MS, else 5 minutes.
   */
  maxConnectionAgeMs?: number;
  /** Time calls in flight get on a connection closed for age. Default: GRPC_MAX_CONNECTION_AGE_GRACE_MS, else 30 s. */
  maxConnectionAgeGraceMs?: number;
  /**
   * What the service cannot work without (its database): while one is down, grpc.health.v1 answers
   * NOT_SERVING (Kubernetes takes the pod out of rotation) and calls failing on it answer UNAVAILABLE.
   */
  dependencies?: DependencyCheck[];
}

export interface RunningGrpcServer {
  port: number;
  server: grpc.Server;
  health: HealthImplementation;
  /** The dependencies' state (when the service named any). */
  dependencies: DependencyWatch | null;
  /** Stops taking calls, lets running ones finish for up to `graceMs`, then cuts the rest. */
  shutdown(graceMs?: number): Promise<void>;
}

/** Starts a gRPC server with grpc.health.v1, request ids, logging, metrics and error mapping. */
export async function startGrpcServer(options: GrpcServerOptions): Promise<RunningGrpcServer> {
  const { logger, metrics } = options;
  const server = new grpc.Server({
    'grpc.max_receive_message_length': 16 * 1024 * 1024,
    'grpc.max_connection_age_ms': options.maxConnectionAgeMs ?? msFromEnv('GRPC_MAX_CONNECTION_AGE_MS', 300_000),
    'grpc.max_connection_age_grace_ms':
      options.maxConnectionAgeGraceMs ?? msFromEnv('GRPC_MAX_CONNECTION_AGE_GRACE_MS', 30_000),
  });
  let stopping = false;
  const dependencies = options.dependencies?.length
    ? new DependencyWatch(options.dependencies, { logger, registry: metrics.registry })
    : null;
  const statuses: Record<string, 'SERVING' | 'NOT_SERVING'> = { '': 'SERVING' };
  for (const binding of options.services) {
    const serviceName = serviceNameOf(binding.definition);
    statuses[serviceName] = 'SERVING';
    server.addService(binding.definition, instrument(binding, logger, metrics, dependencies));
  }
  const health = new HealthImplementation(statuses);
  health.addToServer(server);
  dependencies?.onChange((down) => {
    if (stopping) return;
    for (const name of Object.keys(statuses)) health.setStatus(name, down.length ? 'NOT_SERVING' : 'SERVING');
  });
  await dependencies?.start();

  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${options.host ?? '0.0.0.0'}:${options.port}`, grpcServerCredentials(), (err, bound) =>
      err ? reject(err) : resolve(bound),
    ),
  );
  logger.info({ port }, 'gRPC server listening');

  return {
    port,
    server,
    health,
    dependencies,
    shutdown: (graceMs = 10_000) =>
      new Promise<void>((resolve) => {
        stopping = true;
        dependencies?.stop();
        for (const name of Object.keys(statuses)) health.setStatus(name, 'NOT_SERVING');
        const force = setTimeout(() => server.forceShutdown(), graceMs);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}

function msFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1000)
    throw new Error(`${name} must be a whole number of milliseconds >= 1000`);
  return Number(value);
}

function serviceNameOf(definition: grpc.ServiceDefinition): string {
  const first = Object.values(definition)[0] as grpc.MethodDefinition<unknown, unknown> | undefined;
  return first ? first.path.split('/')[1]! : 'unknown';
}

function instrument(
  binding: ServiceBinding,
  logger: Logger,
  metrics: Metrics,
  dependencies: DependencyWatch | null,
): grpc.UntypedServiceImplementation {
  const out: grpc.UntypedServiceImplementation = {};
  const handlers = binding.handlers as Record<string, (...args: never[]) => unknown>;
  for (const [name, method] of Object.entries(binding.definition)) {
    const handler = handlers[name] ?? handlers[method.originalName ?? ''];
    if (!handler) throw new Error(`${method.path} has no handler`);
    const label = method.path;
    if (!method.requestStream && !method.responseStream) {
      out[name] = (call: grpc.ServerUnaryCall<unknown, unknown>, callback: grpc.sendUnaryData<unknown>) => {
        const requestId = acceptRequestId(call.metadata.get(REQUEST_ID_HEADER)[0]);
        const callLogger = logger.child({ requestId, rpc: label });
        const stop = metrics.rpcDuration.startTimer({ method: label });
        runWithContext({ requestId, logger: callLogger }, () => {
          Promise.resolve()
            .then(() => (handler as (req: unknown, call: unknown) => Promise<unknown>)(call.request, call))
            .then(
              (response) => {
                stop({ code: 'OK' });
                callback(null, response);
              },
              (err: unknown) => {
                if (err instanceof DomainError) {
                  stop({ code: err.kind });
                  callback(toGrpcError(err) as grpc.ServiceError);
                  return;
                }
                stop({ code: 'INTERNAL' });
                metrics.rpcErrors.inc({ method: label });
                if (isConnectionLoss(err)) {
                  // The database is away: the caller may retry (its answer says so), not a bug here.
                  callLogger.warn({ err: (err as Error).message }, 'rpc failed: database unavailable');
                  dependencies?.report('postgres');
                  callback({ code: grpc.status.UNAVAILABLE, details: 'database_unavailable' } as grpc.ServiceError);
                  return;
                }
                if (isRedisUnavailable(err)) {
                  // Redis away (a cluster failover, a restart): retryable too, for the few seconds it lasts.
                  callLogger.warn({ err: (err as Error).message }, 'rpc failed: redis unavailable');
                  callback({ code: grpc.status.UNAVAILABLE, details: 'redis_unavailable' } as grpc.ServiceError);
                  return;
                }
                callLogger.error({ err }, 'rpc failed');
                callback({ code: grpc.status.INTERNAL, details: 'internal' } as grpc.ServiceError);
              },
            );
        });
      };
    } else {
      out[name] = (call: grpc.ServerWritableStream<unknown, unknown> | grpc.ServerDuplexStream<unknown, unknown>) => {
        const requestId = acceptRequestId(call.metadata.get(REQUEST_ID_HEADER)[0]);
        runWithContext({ requestId, logger: logger.child({ requestId, rpc: label }) }, () =>
          (handler as (call: unknown) => void)(call),
        );
      };
    }
  }
  return out;
}

/**
 * A failure to reach the database: Sequelize's connection errors, or the driver error it wraps
 * (pg's connection ends and administrator-shutdown codes). Errors of other clients (Redis) are not.
 */
export function isConnectionLoss(err: unknown): boolean {
  const e = err as { name?: string; parent?: { code?: string; message?: string }; original?: { code?: string } };
  if (typeof e?.name !== 'string' || !e.name.startsWith('Sequelize')) return false;
  if (/^Sequelize(Connection|HostNotFound|HostNotReachable|InvalidConnection)/.test(e.name)) return true;
  const code = e.parent?.code ?? e.original?.code;
  if (code && /^(57P0[1-3]|08\d{3}|ECONNREFUSED|ECONNRESET|EPIPE)$/.test(code)) return true;
  return /Connection terminated|Client has encountered a connection error/i.test(e.parent?.message ?? '');
}
