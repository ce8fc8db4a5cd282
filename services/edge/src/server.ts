import http from 'node:http';
import { createLogger, createRedis, dependencyRegistry, type Logger } from '@kindred/kit';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { createEdgeApp } from './app';
import { CallerCache, watchCallerChanges } from './callerCache';
import { HotReads } from './hotReads';
import { sessionFigures } from './sessionFigures';
import { MemberFigures, watchMemberFigureChanges } from './memberFigures';
import { MemberCards, type MemberProfile } from './memberCards';
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
  dependencyRegistry.setDefaultLabels({ service: 'edge' });
  collectDefaultMetrics({ register: registry });
  const dependencies = watchEdgeDependencies(config, redis, registry, logger);
  const callers = new CallerCache({ ttlMs: config.CALLER_CACHE_MS, maxEntries: config.CALLER_CACHE_ENTRIES });
  const hot = new HotReads({ ttlMs: config.HOT_READS_MS });
  const keptFigures = sessionFigures({ ttlMs: config.SESSION_FIGURES_MS, maxEntries: config.SESSION_FIGURES_ENTRIES });
  const memberCards = new MemberCards({ ttlMs: config.MEMBER_CARDS_MS, maxEntries: config.MEMBER_CARDS_ENTRIES });
  const memberProfiles = new MemberCards<MemberProfile>({
    ttlMs: config.MEMBER_CARDS_MS,
    maxEntries: config.MEMBER_CARDS_ENTRIES,
  });
  // Not awaited: without Redis the edge still answers, asking the services on every call.
  const callerChanges =
    config.CALLER_CACHE_MS > 0 || config.HOT_READS_MS > 0 || config.SESSION_FIGURES_MS > 0 || config.MEMBER_CARDS_MS > 0
      ? watchCallerChanges(
          { callers, hot, figures: keptFigures, cards: [memberCards, memberProfiles] },
          { redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX, logger },
        )
      : null;
  const memberFigures = new MemberFigures({
    ttlMs: config.MEMBER_FIGURES_MS,
    maxEntries: config.MEMBER_FIGURES_ENTRIES,
  });
  const figureChanges =
    config.MEMBER_FIGURES_MS > 0
      ? watchMemberFigureChanges(memberFigures, {
          redisUrl: config.REDIS_URL,
          keyPrefix: config.REDIS_KEY_PREFIX,
          logger,
        })
      : null;
  void dependencies.watch.start();

  const app = createEdgeApp({
    config,
    clients,
    redis,
    logger,
    registry,
    groups,
    callers,
    hot,
    sessionFigures: keptFigures,
    memberFigures,
    memberCards,
    memberProfiles,
    extraRouters: extraRouters.filter((r) => clients[r.service]).map((r) => r.create(clients, config)),
    ready: async () => !draining && dependencies.watch.ready(),
    dependenciesDown: () => dependencies.watch.down(),
  });
  let draining = false;
  const server = http.createServer(app.callback());
  // While draining, every answer closes its connection: keep-alive clients move to another edge.
  server.on('request', (_req, res: http.ServerResponse) => {
    if (draining) res.setHeader('connection', 'close');
  });
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
      draining = true;
      await drain(server, DRAIN_GRACE_MS);
      dependencies.close();
      callerChanges?.close();
      figureChanges?.close();
      closeClients(clients);
      redis.disconnect();
    },
  };
}

/** Requests in flight get this long to finish once the edge is told to stop (then connections are cut). */
const DRAIN_GRACE_MS = 10_000;

/**
 * Stops taking connections and lets the requests in flight finish: idle keep-alive connections are
 * closed as they become idle (each answer also says `connection: close`), and whatever still runs
 * after the grace period is cut.
 */
function drain(server: http.Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
