import type http from 'node:http';
import type http2 from 'node:http2';
import { createLogger, createRedis, dependencyRegistry, type Logger } from '@kindred/kit';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { createEdgeApp } from './app';
import { CallerCache, watchCallerChanges } from './kept/callerCache';
import { HotReads } from './kept/hotReads';
import { MemberLists } from './kept/memberLists';
import { sessionFigures } from './kept/sessionFigures';
import { MemberFigures, watchMemberFigureChanges } from './kept/memberFigures';
import { MemberCards, type ShownProfile } from './kept/memberCards';
import { NewsfeedPages } from './kept/newsfeedPages';
import { closeClients, createClients } from './clients';
import type { EdgeConfig } from './config';
import { watchEdgeDependencies } from './readiness';
import { extraRouters, groups } from './routes';
import { passSocketUpgrades } from './socketPassThrough';
import { createEdgeTransport } from './edgeTransport';

export interface RunningEdge {
  port: number;
  /** 'h2' when the edge serves TLS (EDGE_TLS_CERT_FILE / EDGE_TLS_KEY_FILE), HTTP/1.1 on the same port too. */
  protocol: 'http/1.1' | 'h2';
  server: http.Server | http2.Http2SecureServer;
  stop(): Promise<void>;
}

/** Wires the edge: gRPC clients, Redis, the Koa app, the /socket pass-through. */
export async function startEdge(config: EdgeConfig, overrides: { logger?: Logger } = {}): Promise<RunningEdge> {
  const logger = overrides.logger ?? createLogger('edge', config.LOG_LEVEL);
  const clients = createClients(config);
  const redis = createRedis(config, logger, 'redis', config.REDIS_KEY_PREFIX);
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'edge' });
  dependencyRegistry.setDefaultLabels({ service: 'edge' });
  collectDefaultMetrics({ register: registry });
  const dependencies = watchEdgeDependencies(config, redis, registry, logger);
  const callers = new CallerCache({ ttlMs: config.CALLER_CACHE_MS, maxEntries: config.CALLER_CACHE_ENTRIES });
  const hot = new HotReads({ ttlMs: config.HOT_READS_MS });
  const keptFigures = sessionFigures({ ttlMs: config.SESSION_FIGURES_MS, maxEntries: config.SESSION_FIGURES_ENTRIES });
  const memberCards = new MemberCards({ ttlMs: config.MEMBER_CARDS_MS, maxEntries: config.MEMBER_CARDS_ENTRIES });
  const memberProfiles = new MemberCards<ShownProfile>({
    name: 'memberProfiles',
    ttlMs: config.MEMBER_CARDS_MS,
    maxEntries: config.MEMBER_CARDS_ENTRIES,
  });
  const memberLists = new MemberLists({
    name: 'memberLists',
    ttlMs: config.MEMBER_LISTS_MS,
    maxEntries: config.MEMBER_LISTS_ENTRIES,
    topMs: config.MEMBER_LISTS_TOP_MS,
  });
  const onlineLists = new MemberLists({
    name: 'onlineLists',
    ttlMs: config.ONLINE_LIST_MS,
    maxEntries: config.MEMBER_LISTS_ENTRIES,
    topMs: config.MEMBER_LISTS_TOP_MS,
  });
  const newsfeedPages = new NewsfeedPages({
    ttlMs: config.NEWSFEED_PAGES_MS,
    maxEntries: config.NEWSFEED_PAGES_ENTRIES,
  });
  // Not awaited: without Redis the edge still answers, asking the services on every call.
  const callerChanges =
    config.CALLER_CACHE_MS > 0 ||
    config.HOT_READS_MS > 0 ||
    config.SESSION_FIGURES_MS > 0 ||
    config.MEMBER_CARDS_MS > 0 ||
    config.NEWSFEED_PAGES_MS > 0 ||
    config.MEMBER_LISTS_MS > 0 ||
    config.ONLINE_LIST_MS > 0
      ? watchCallerChanges(
          {
            callers,
            hot,
            figures: keptFigures,
            cards: [memberCards, memberProfiles],
            memberLists,
            onlineLists,
            newsfeedPages,
          },
          { redis: config, keyPrefix: config.REDIS_KEY_PREFIX, logger },
        )
      : null;
  const memberFigures = new MemberFigures({
    ttlMs: config.MEMBER_FIGURES_MS,
    maxEntries: config.MEMBER_FIGURES_ENTRIES,
  });
  const figureChanges =
    config.MEMBER_FIGURES_MS > 0 || config.NEWSFEED_PAGES_MS > 0
      ? watchMemberFigureChanges(memberFigures, newsfeedPages, {
          redis: config,
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
    memberLists,
    onlineLists,
    newsfeedPages,
    extraRouters: extraRouters.filter((r) => clients[r.service]).map((r) => r.create(clients, config)),
    ready: async () => !draining && dependencies.watch.ready(),
    dependenciesDown: () => dependencies.watch.down(),
  });
  let draining = false;
  const transport = createEdgeTransport(
    { certFile: config.EDGE_TLS_CERT_FILE, keyFile: config.EDGE_TLS_KEY_FILE },
    app.callback(),
  );
  const server = transport.server;
  if (config.CHAT_ADDR) passSocketUpgrades(server, config.CHAT_ADDR, logger);
  await new Promise<void>((resolve) => server.listen(config.EDGE_PORT, config.EDGE_HOST, resolve));
  const port = (server.address() as { port: number }).port;
  logger.info({ port, protocol: transport.protocol }, 'edge listening');

  return {
    port,
    protocol: transport.protocol,
    server,
    async stop() {
      draining = true;
      await transport.drain(DRAIN_GRACE_MS);
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
