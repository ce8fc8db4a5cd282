import http from 'node:http';
import { createLogger, createRedis, type Logger } from '@kindred/kit';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { createEdgeApp } from './app';
import { closeClients, createClients } from './clients';
import type { EdgeConfig } from './config';
import { watchEdgeDependencies } from './readiness';
import { extraRouters, groups } from './routes';
import { passSocketUpgrades } from './socketPassThrough';

export interface RunningEdge {
  port: number;
  server: http.Server;
  stop(): Promise<void>;
}

/** Wires the edge: gRPC clients, Redis, the Koa app, the /socket pass-through. */
export async function startEdge(config: EdgeConfig, overrides: { logger?: Logger } = {}): Promise<RunningEdge> {
  const logger = overrides.logger ?? createLogger('edge', config.LOG_LEVEL);
  const clients = createClients(config);
  const redis = createRedis(config.REDIS_URL, logger, 'redis', config.REDIS_KEY_PREFIX);
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'edge' });
  collectDefaultMetrics({ register: registry });
  const dependencies = watchEdgeDependencies(config, redis, registry, logger);
  void dependencies.watch.start();

  const app = createEdgeApp({
    config,
    clients,
    redis,
    logger,
    registry,
    groups,
    extraRouters: extraRouters.filter((r) => clients[r.service]).map((r) => r.create(clients, config)),
    ready: async () => dependencies.watch.ready(),
    dependenciesDown: () => dependencies.watch.down(),
  });
  const server = http.createServer(app.callback());
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  if (config.CHAT_ADDR) passSocketUpgrades(server, config.CHAT_ADDR, logger);
  await new Promise<void>((resolve) => server.listen(config.EDGE_PORT, config.EDGE_HOST, resolve));
  const port = (server.address() as { port: number }).port;
  logger.info({ port }, 'edge listening');

  return {
    port,
    server,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      dependencies.close();
      closeClients(clients);
      redis.disconnect();
    },
  };
}
