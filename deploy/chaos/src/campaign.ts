import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { Chatter, newChatRecord } from './chatters';
import { sleep, startOwnPostgres, startOwnRedis, startOwnS3 } from './infrastructure';
import { startOwnRedisCluster, type OwnRedis } from './redisModes';
import { newTally, type HttpMember, type HttpTally } from './journey';
import { createMembers } from './members';
import { planKindred, type Kindred } from './processes';
import { countResults, type PhaseFigures } from './report';

export interface CampaignOptions {
  chatting: number;
  browsing: number;
  /** Each chatting member sends one message per this many ms. */
  chatEveryMs: number;
  /** Load kept up after each fault once the system serves again. */
  observeMs: number;
  /** Fault names to run (all when absent). */
  faults?: string[];
  /** The campaign's Redis: one node, or a six-node Redis Cluster (CHAOS_REDIS=cluster). */
  redis?: 'single' | 'cluster';
  say(line: string): void;
}

interface Fault {
  name: string;
  /** The Redis this fault needs (both when absent). */
  on?: 'single' | 'cluster';
  /** Breaks something; resolves when the broken part is back (or, for a loss, when it happened). */
  inject(k: Kindred, infra: Infra): Promise<void>;
  /** Puts the system back to two of everything after the figures were taken. */
  after?(k: Kindred): Promise<void>;
}

type Infra = { redis: OwnRedis; pg: Awaited<ReturnType<typeof startOwnPostgres>> };

export const FAULTS: Fault[] = [
  {
    name: 'restart Redis',
    on: 'single',
    async inject(_k, { redis }) {
      if (redis.mode !== 'single') return;
      await redis.stop();
      await sleep(2_000);
      await redis.start();
    },
  },
  {
    // The master of the presence slot (and a third of the members' chat channels) dies; its replica
    // is promoted after the cluster's node timeout. The figures say what was lost or doubled.
    name: 'SIGKILL Redis master',
    on: 'cluster',
    async inject(_k, { redis }) {
      if (redis.mode !== 'cluster') return;
      await redis.cluster.kill(await redis.cluster.masterOf('{presence}'));
      await redis.cluster.settled(30_000);
    },
  },
  {
    name: 'restart Postgres',
    async inject(_k, { pg }) {
      await pg.stop();
      await sleep(2_000);
      await pg.start();
    },
  },
  {
    name: 'SIGKILL messaging',
    async inject(k) {
      await k.services.messaging.signal('SIGKILL');
      await k.services.messaging.start();
    },
  },
  {
    name: 'SIGTERM messaging',
    async inject(k) {
      await k.services.messaging.signal('SIGTERM');
      await k.services.messaging.start();
    },
  },
  {
    name: 'SIGKILL chat node',
    inject: (k) => k.services.chatB.signal('SIGKILL'),
    after: (k) => k.services.chatB.start(),
  },
  {
    name: 'SIGTERM edge',
    inject: (k) => k.services.edgeB.signal('SIGTERM'),
    after: (k) => k.services.edgeB.start(),
  },
  {
    name: 'SIGSTOP social 10 s',
    async inject(k) {
      await k.services.social.signal('SIGSTOP');
      await sleep(10_000);
      await k.services.social.signal('SIGCONT');
    },
  },
];

/** One chat send acknowledged through any node within 2 s. */
async function chatAnswers(ports: number[], member: { id: number; token: string }, partner: number) {
  for (const port of ports) {
    const ok = await new Promise<boolean>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/socket?token=${encodeURIComponent(member.token)}`);
      const ref = `probe-${randomBytes(4).toString('hex')}`;
      const timer = setTimeout(() => finish(false), 2_000);
      const finish = (result: boolean) => {
        clearTimeout(timer);
        ws.terminate();
        resolve(result);
      };
      ws.on('error', () => finish(false));
      ws.on('open', () => ws.send(JSON.stringify({ opt: 100, uid: member.id })));
      ws.on('message', (data) => {
        const frame = JSON.parse(data.toString());
        if (frame.opt === 0) ws.send(JSON.stringify({ opt: 1, contact: partner, type: 'txt', msg: 'probe', ref }));
        if (frame.opt === 1 && frame.data?.ref === ref) finish(true);
        // Refused (messaging not back yet): the next probe starts now rather than after the timeout,
        // so that recovery is measured to the probe interval (100 ms), not to the 2 s timeout.
        if (frame.status === 'error' && frame.ref === ref) finish(false);
      });
    });
    if (ok) return true;
  }
  return false;
}

/**
 * `make chaos`: the whole system as separate processes on loopback, members chatting and using the
 * HTTP journey while one fault after another hits it; figures per fault, nothing asserted here.
 */
export async function runCampaign(
  options: CampaignOptions,
): Promise<{ phases: PhaseFigures[]; ledgerMismatches: number }> {
  const { say } = options;
  const mode = options.redis ?? 'single';
  say(`starting own Redis (${mode === 'cluster' ? 'a six-node cluster' : 'one node'}), own PostgreSQL and a local S3…`);
  const redis: OwnRedis = mode === 'cluster' ? await startOwnRedisCluster() : { mode, ...(await startOwnRedis()) };
  const pg = await startOwnPostgres().catch(async (err: unknown) => {
    await redis.stop();
    throw err;
  });
  const s3 = await startOwnS3().catch(async (err: unknown) => {
    await redis.stop();
    await pg.remove();
    throw err;
  });
  const kindred = await planKindred({
    DATABASE_URL: pg.url,
    ...redis.env,
    ...s3.env,
    LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? 'warn',
    REGISTRATION_REVIEW: 'off',
    ADMIN_PASSWORD: 'Admin-Passw0rd',
    SERVICE_PASSWORD: 'Service-Passw0rd',
    RATE_LIMIT_LOGIN_PER_MIN: '100000',
    RATE_LIMIT_REGISTER_PER_HOUR: '100000',
    CHAT_RATE_PER_SEC: '50',
  });
  const cleanUp = async () => {
    await kindred.stopAll().catch(() => undefined);
    await s3.stop().catch(() => undefined);
    await redis.stop();
    await pg.remove();
  };
  // Ctrl-C stops what the campaign started, then exits.
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const live = (list: Array<{ port: number; running(): boolean }>) =>
    list.filter((p) => p.running()).map((p) => p.port);
  const edges = () => {
    const up = live([kindred.services.edgeA, kindred.services.edgeB]);
    return up.length ? up : [kindred.services.edgeA.port];
  };
  const chatPorts = () => [kindred.services.chatA.port, kindred.services.chatB.port];
  try {
    say('starting Kindred: 5 services, 2 chat nodes, 2 edges…');
    await kindred.startAll();
    say(`creating ${options.chatting} chatting and ${options.browsing} browsing members…`);
    const members = await createMembers({
      chatting: options.chatting + 2,
      browsing: options.browsing,
      edges,
      userAddr: kindred.services.user.address,
    });
    const [probeA, probeB] = members.chatting.splice(0, 2) as [HttpMember, HttpMember];
    const record = newChatRecord();
    const chatters = members.chatting.map(
      (m, i) => new Chatter(m, members.chatting[i % 2 === 0 ? i + 1 : i - 1]?.id ?? probeA.id, chatPorts, record, i),
    );
    for (const c of chatters) c.connect();
    let phase = 'warm-up';
    let sending = true;
    const tallies = new Map<string, HttpTally>();
    const tallyOf = (name: string) => tallies.get(name) ?? tallies.set(name, newTally()).get(name)!;
    const chatLoop = (async () => {
      const due = chatters.map(() => Date.now() + Math.random() * options.chatEveryMs);
      while (sending) {
        const now = Date.now();
        chatters.forEach((c, i) => {
          if (due[i]! <= now) {
            c.send(phase);
            due[i] = now + options.chatEveryMs * (0.5 + Math.random());
          }
          c.tick(now);
        });
        await sleep(100);
      }
    })();
    const httpLoops = members.browsing.map(async (m, i) => {
      let round = 0;
      const partner = members.browsing[(i + 1) % members.browsing.length]!.username;
      while (sending) {
        await m.round(partner, tallyOf(phase), round++ % 2 === 0);
        await sleep(500 + Math.random() * 1_000);
      }
    });

    const serving = async () => {
      const [info, feed] = await Promise.all([
        probeA.call('/member/index/userinfo', {}),
        probeA.call('/member/trend/my_trend', {}),
      ]).catch(() => [null, null]);
      return info?.status === 200 && feed?.status === 200 && (await chatAnswers(chatPorts(), probeA, probeB.id));
    };
    await sleep(options.observeMs);
    const recovery = new Map<string, number>();
    const chosen = FAULTS.filter(
      (f) => (!f.on || f.on === mode) && (!options.faults || options.faults.includes(f.name)),
    );
    for (const fault of chosen) {
      phase = fault.name;
      say(`fault: ${fault.name}`);
      await fault.inject(kindred, { redis, pg });
      const back = Date.now();
      while (!(await serving())) await sleep(100);
      recovery.set(fault.name, Date.now() - back);
      say(`  serving again ${Date.now() - back} ms after the fault ended`);
      await sleep(options.observeMs);
      await fault.after?.(kindred);
    }
    phase = 'after';
    sending = false;
    await chatLoop;
    await Promise.all(httpLoops);
    say('waiting for the outboxes to drain…');
    const drainStarted = Date.now();
    while (chatters.some((c) => c.pending() > 0) && Date.now() - drainStarted < 30_000) {
      for (const c of chatters) c.tick(Date.now());
      await sleep(250);
    }
    await sleep(1_000);
    for (const c of chatters) c.stop();
    return await countResults(pg, record, tallies, recovery);
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cleanUp();
  }
}
