import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { dependencyRegistry } from '@kindred/kit';

/** What the node holds right now (read at scrape time, never kept up to date on the hot path). */
export interface ChatOccupancy {
  members: number;
  sockets: number;
}

/** Members and sockets of a node's member map (read at scrape time). */
export function occupancy(members: Map<number, { sockets: Set<unknown> }>): ChatOccupancy {
  let sockets = 0;
  for (const member of members.values()) sockets += member.sockets.size;
  return { members: members.size, sockets };
}

const CLIENT_OPTS = ['100', '0', '1', '3', '5'] as const;
/** Outcomes of a send: messaging's (bounded by the proto's comment) plus the node's own refusals. */
const SEND_OUTCOMES = ['stored', 'not_allowed', 'upgrade', 'blocked', 'invalid', 'failed', 'user_not_found'];
const SERVER_OPTS = ['0', '1', '3', '6', '7', '8', '100'];
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const FRAME_HEAD = '{"status":"'.length;

/**
 * The chat node's Prometheus figures (docs/observability.md lists them). Label values come from
 * fixed lists: an unknown opt or outcome is counted as `other`, so a client cannot grow the series.
 */
export function createChatMetrics(occupancy: () => ChatOccupancy) {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'chat' });
  dependencyRegistry.setDefaultLabels({ service: 'chat' });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  new Gauge({
    name: 'kindred_chat_sockets',
    help: 'Open, authenticated WebSockets on this node',
    registers,
    collect() {
      this.set(occupancy().sockets);
    },
  });
  new Gauge({
    name: 'kindred_chat_members',
    help: 'Members with at least one socket on this node',
    registers,
    collect() {
      this.set(occupancy().members);
    },
  });
  const framesIn = new Counter({
    name: 'kindred_chat_frames_in_total',
    help: 'Frames received, by opt (rate_limited and malformed frames by that name)',
    labelNames: ['opt'],
    registers,
  });
  const framesOut = new Counter({
    name: 'kindred_chat_frames_out_total',
    help: 'Frames sent to sockets, by opt and status',
    labelNames: ['opt', 'status'],
    registers,
  });
  const sends = new Counter({
    name: 'kindred_chat_sends_total',
    help: 'Chat sends by outcome (stored = acknowledged and delivered)',
    labelNames: ['outcome'],
    registers,
  });
  const storeSeconds = new Histogram({
    name: 'kindred_chat_store_seconds',
    help: 'From a send frame to messaging deciding it (the StoreMessages stream)',
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const publishSeconds = new Histogram({
    name: 'kindred_chat_redis_publish_seconds',
    help: 'Round trip of one delivery command to Redis (the messages stored in one tick)',
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const publishErrors = new Counter({
    name: 'kindred_chat_redis_publish_errors_total',
    help: 'Delivery commands Redis refused or never answered (those messages reach members from history)',
    registers,
  });
  const fanoutLag = new Histogram({
    name: 'kindred_chat_fanout_lag_seconds',
    help: 'From a message stored on the sending node to its arrival on the receiving node (through Redis)',
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const relayed = new Counter({
    name: 'kindred_chat_relayed_total',
    help: 'Frames that arrived through Redis for members connected here',
    registers,
  });

  // Children resolved once: the hot path increments a counter, it never hashes a label set.
  const inByOpt = new Map<string, Counter.Internal>();
  for (const opt of [...CLIENT_OPTS, 'rate_limited', 'malformed', 'other']) inByOpt.set(opt, framesIn.labels(opt));
  const outByKey = new Map<string, Counter.Internal>();
  for (const status of ['success', 'error'])
    for (const opt of [...SERVER_OPTS, 'none', 'other']) outByKey.set(status[0] + opt, framesOut.labels(opt, status));
  const sendByOutcome = new Map(SEND_OUTCOMES.map((o) => [o, sends.labels(o)]));
  const otherSend = sends.labels('other');

  return {
    registry,
    frameIn(opt: number | string): void {
      (inByOpt.get(String(opt)) ?? inByOpt.get('other')!).inc();
    },
    /** Reads opt and status from the frame's fixed head (`{"status":"success","opt":1,...`). */
    frameOut(frame: string): void {
      const status = frame.charCodeAt(FRAME_HEAD) === 101 ? 'e' : 's';
      const at = frame.indexOf('"opt":', FRAME_HEAD) + 6;
      let end = at;
      while (end < at + 4 && frame.charCodeAt(end) >= 48 && frame.charCodeAt(end) <= 57) end++;
      const opt = at < 6 ? 'other' : end === at ? 'none' : frame.slice(at, end);
      (outByKey.get(status + opt) ?? outByKey.get(status + 'other')!).inc();
    },
    send(outcome: string, startedAt?: number): void {
      (sendByOutcome.get(outcome) ?? otherSend).inc();
      if (startedAt !== undefined) storeSeconds.observe((performance.now() - startedAt) / 1000);
    },
    published(seconds: number, failed: boolean): void {
      publishSeconds.observe(seconds);
      if (failed) publishErrors.inc();
    },
    relayed(lagMs: number | null): void {
      relayed.inc();
      if (lagMs !== null && Number.isFinite(lagMs)) fanoutLag.observe(Math.max(0, lagMs) / 1000);
    },
    /** The node's figures and the process's dependency figures (gRPC clients, Redis), as one page. */
    async text(): Promise<string> {
      return (await registry.metrics()) + (await dependencyRegistry.metrics());
    },
  };
}

export type ChatMetrics = ReturnType<typeof createChatMetrics>;
