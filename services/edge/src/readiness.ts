import {
  DependencyWatch,
  grpcHealthDependency,
  redisDependency,
  type DependencyCheck,
  type Logger,
  type Redis,
} from '@kindred/kit';
import type { Registry } from 'prom-client';
import type { EdgeConfig } from './config';

/**
 * What the edge cannot work without: Redis (sessions' rate limits, caches) and every gRPC service
 * it is configured with, each by its grpc.health.v1 answer (NOT_SERVING while its database is away).
 * /readyz fails while any is down, so the edge leaves rotation; /healthz stays up.
 */
export function watchEdgeDependencies(config: EdgeConfig, redis: Redis, registry: Registry, logger: Logger) {
  const services = {
    user: config.USER_ADDR,
    social: config.SOCIAL_ADDR,
    messaging: config.MESSAGING_ADDR,
    commerce: config.COMMERCE_ADDR,
    media: config.MEDIA_ADDR,
  };
  const grpcChecks = Object.entries(services).flatMap(([name, address]) =>
    address ? [grpcHealthDependency(name, address)] : [],
  );
  const checks: DependencyCheck[] = [redisDependency(redis), ...grpcChecks];
  const watch = new DependencyWatch(checks, { logger, registry, intervalMs: 500 });
  return {
    watch,
    close() {
      watch.stop();
      for (const check of grpcChecks) check.close();
    },
  };
}
