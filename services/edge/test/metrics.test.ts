import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { createTestDatabase } from '@kindred/kit/testing';
import { startLocalS3 } from '../../media/test/localS3';
import { isMessage, TestSocket } from '../../chat/test/harness';
import { freePort, startProcess, type ServiceProcess } from './processes';

const files = path.join(__dirname, '../../../helm/kindred/files/metrics');
/** Series other exporters provide (Prometheus itself, kube-state-metrics, the kubelet, cert-manager). */
const EXTERNAL = new Set([
  'up',
  'kube_pod_container_status_restarts_total',
  'kubelet_volume_stats_available_bytes',
  'kubelet_volume_stats_capacity_bytes',
  'certmanager_certificate_expiration_timestamp_seconds',
  // kube-state-metrics: the backup CronJob's schedule and its Jobs' outcomes.
  'kube_cronjob_status_last_successful_time',
  'kube_cronjob_next_schedule_time',
  'kube_cronjob_status_last_schedule_time',
  'kube_job_status_failed',
  'kube_job_status_succeeded',
]);
const NOT_METRICS = new Set(['by', 'without', 'and', 'or', 'unless', 'on', 'ignoring', 'bool', 'offset', 'le']);

/** Metric names a PromQL query selects, each with the `service` its selector names (if any). */
function metricsOf(expr: string): Array<{ name: string; service?: string }> {
  const found: Array<{ name: string; service?: string }> = [];
  const bare = expr
    .replace(/label_values\(([^,]+),\s*\w+\)/g, '$1')
    .replace(/([a-zA-Z_:][\w:]*)\{([^}]*)\}/g, (_m, name: string, selector: string) => {
      found.push({ name, service: /service="(\w+)"/.exec(selector)?.[1] });
      return ' ';
    })
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ');
  for (const m of bare.matchAll(/[a-zA-Z_:][\w:]*/g)) {
    const rest = bare.slice(m.index! + m[0].length);
    if (/^\s*\(/.test(rest) || NOT_METRICS.has(m[0])) continue;
    found.push({ name: m[0] });
  }
  return found;
}
const family = (name: string) => name.replace(/_(bucket|count|sum)$/, '');

/** Every query of the alerts and of the dashboards (panels and variables), with where it comes from. */
function queries(): Array<{ where: string; expr: string }> {
  const rules = parse(fs.readFileSync(path.join(files, 'rules.yaml'), 'utf8')) as {
    groups: Array<{ rules: Array<{ alert: string; expr: string }> }>;
  };
  const out = rules.groups.flatMap((g) => g.rules.map((r) => ({ where: `alert ${r.alert}`, expr: r.expr })));
  for (const file of fs.readdirSync(path.join(files, 'dashboards'))) {
    const board = JSON.parse(fs.readFileSync(path.join(files, 'dashboards', file), 'utf8'));
    for (const panel of board.panels)
      for (const t of panel.targets) out.push({ where: `${file}: ${panel.title}`, expr: t.expr as string });
    for (const v of board.templating.list)
      if (v.definition) out.push({ where: `${file}: $${v.name}`, expr: v.definition });
  }
  return out;
}

describe('metricsOf', () => {
  it('reads metric names and their service out of PromQL, not functions, labels or ranges', () => {
    expect(
      metricsOf(
        'sum by (service) (rate(kindred_rpc_server_faults_total[5m])) / sum(rate(x_total{service="chat",status=~"-500|5.."}[$__rate_interval])) > 0.02',
      ),
    ).toEqual([{ name: 'x_total', service: 'chat' }, { name: 'kindred_rpc_server_faults_total' }]);
    expect(metricsOf('min by (service, connection) (kindred_redis_up) == 0')).toEqual([{ name: 'kindred_redis_up' }]);
    expect(metricsOf('label_values(process_start_time_seconds{service=~"edge"}, namespace)')).toEqual([
      { name: 'process_start_time_seconds' },
    ]);
  });
});

// Every process on its own, as deployed, with its /metrics port; some traffic, then one scrape each.
describe('every metric an alert or a dashboard names is exported', () => {
  const processes: ServiceProcess[] = [];
  const pages = new Map<string, string>();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: Awaited<ReturnType<typeof startLocalS3>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = await startLocalS3();
    const common = {
      DATABASE_URL: database.url,
      REDIS_KEY_PREFIX: `t${randomBytes(4).toString('hex')}:`,
      REGISTRATION_REVIEW: 'off',
      ADMIN_PASSWORD: 'Admin-Passw0rd',
      SERVICE_PASSWORD: 'Service-Passw0rd',
      LOG_LEVEL: 'warn',
    };
    const port = async () => String(await freePort());
    const ports: Record<string, string> = {};
    for (const name of ['user', 'media', 'social', 'commerce', 'messaging', 'chat', 'edge']) ports[name] = await port();
    const metricsPorts: Record<string, string> = {};
    for (const name of ['user', 'media', 'social', 'commerce', 'messaging', 'notifier'])
      metricsPorts[name] = await port();
    const addr = (name: string) => `127.0.0.1:${ports[name]}`;
    const start = async (name: string, env: Record<string, string>) =>
      processes.push(await startProcess(name, Number(ports[name]), { ...common, ...env }));
    await start('user', { USER_GRPC_PORT: ports.user!, USER_METRICS_PORT: metricsPorts.user! });
    await start('media', {
      MEDIA_GRPC_PORT: ports.media!,
      MEDIA_METRICS_PORT: metricsPorts.media!,
      USER_ADDR: addr('user'),
      S3_ENDPOINT: s3.endpoint,
    });
    await start('social', {
      SOCIAL_GRPC_PORT: ports.social!,
      SOCIAL_METRICS_PORT: metricsPorts.social!,
      USER_ADDR: addr('user'),
    });
    await start('commerce', {
      COMMERCE_GRPC_PORT: ports.commerce!,
      COMMERCE_METRICS_PORT: metricsPorts.commerce!,
      USER_ADDR: addr('user'),
      MEDIA_ADDR: addr('media'),
    });
    await start('messaging', {
      MESSAGING_GRPC_PORT: ports.messaging!,
      MESSAGING_HOST: '127.0.0.1',
      MESSAGING_METRICS_PORT: metricsPorts.messaging!,
      COMMERCE_ADDR: addr('commerce'),
      SOCIAL_ADDR: addr('social'),
    });
    // The notifier (messaging's image, its own process): its only port is /metrics.
    processes.push(
      await startProcess(
        'notifier',
        Number(metricsPorts.notifier),
        {
          ...common,
          NOTIFIER_METRICS_PORT: metricsPorts.notifier!,
          NOTIFY_UNSUBSCRIBE_SECRET: randomBytes(24).toString('hex'),
          USER_ADDR: addr('user'),
          SOCIAL_ADDR: addr('social'),
        },
        'messaging',
        'notifierMain.js',
      ),
    );
    await start('chat', {
      CHAT_PORT: ports.chat!,
      CHAT_HOST: '127.0.0.1',
      USER_ADDR: addr('user'),
      MESSAGING_ADDR: addr('messaging'),
    });
    await start('edge', {
      EDGE_PORT: ports.edge!,
      EDGE_HOST: '127.0.0.1',
      ...Object.fromEntries(
        ['user', 'social', 'messaging', 'commerce', 'media'].map((s) => [`${s.toUpperCase()}_ADDR`, addr(s)]),
      ),
      CHAT_ADDR: addr('chat'),
    });

    // Traffic through the hot paths: a registration, sign-ins, a userinfo, a chat message.
    const post = async (route: string, body: Record<string, string>) => {
      const res = await fetch(`http://${addr('edge')}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
      });
      return (await res.json()) as { status: number; data: Record<string, unknown> };
    };
    const username = `m${randomBytes(3).toString('hex')}`;
    const registered = await post('/member/index/register', {
      username,
      email: `${username}@example.com`,
      password: 'Passw0rd!',
      sex: '1',
      birthday: String(Date.UTC(1990, 0, 1)),
      country: 'TW',
    });
    expect(registered.status).toBe(200);
    expect((await post('/member/index/login', { account: username, password: 'wrong-Passw0rd' })).status).not.toBe(200);
    const staff = await post('/member/index/login', { account: 'service', password: 'Service-Passw0rd' });
    await post('/member/index/userinfo', { token: String(registered.data.token) });
    const member = {
      id: Number(registered.data.id ?? registered.data.userid),
      token: String(registered.data.token),
      username,
    };
    const recipient = await TestSocket.join(Number(ports.chat), {
      id: 2,
      token: String(staff.data.token),
      username: 'service',
    });
    const sender = await TestSocket.connect(Number(ports.chat), member.token);
    sender.send({ opt: 1, contact: 2, type: 'txt', msg: 'metrics please' });
    await recipient.next(isMessage('metrics please'));
    sender.close();
    recipient.close();

    const urls: Record<string, string> = {
      edge: `http://${addr('edge')}/metrics`,
      chat: `http://${addr('chat')}/metrics`,
      ...Object.fromEntries(Object.entries(metricsPorts).map(([s, p]) => [s, `http://127.0.0.1:${p}/metrics`])),
    };
    for (const [service, url] of Object.entries(urls)) pages.set(service, await (await fetch(url)).text());
    // The notifier takes the message's event from Redis on its own time: scrape it again until it has
    // read and acknowledged everything (a scrape in between counts that event as lag or pending).
    const backlog = () =>
      ['lag', 'pending'].reduce(
        (sum, state) => sum + (sample('notifier', 'kindred_notifier_stream_backlog', { state }) ?? 0),
        0,
      );
    for (let tries = 0; tries < 100 && backlog() > 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      pages.set('notifier', await (await fetch(urls.notifier!)).text());
    }
  }, 180_000);

  afterAll(async () => {
    for (const p of processes.reverse()) await p.stop();
    await s3?.stop();
    await database?.drop();
  });

  const exports = (service: string, name: string) =>
    new RegExp(`^# TYPE ${family(name)} `, 'm').test(pages.get(service)!);

  it('scrapes all eight processes, each with the default Node metrics under its own service label', () => {
    expect([...pages.keys()].sort()).toEqual([
      'chat',
      'commerce',
      'edge',
      'media',
      'messaging',
      'notifier',
      'social',
      'user',
    ]);
    for (const [service, page] of pages) {
      expect([service, /^nodejs_eventloop_lag_p99_seconds\{service="(\w+)"/m.exec(page)?.[1]]).toEqual([
        service,
        service,
      ]);
      expect([service, exports(service, 'process_cpu_seconds_total')]).toEqual([service, true]);
    }
  });

  it('finds each metric an alert or a panel names on the process the query selects (or on some process)', () => {
    const missing: string[] = [];
    const all = queries();
    expect(all.length).toBeGreaterThan(100);
    for (const { where, expr } of all) {
      for (const { name, service } of metricsOf(expr)) {
        if (EXTERNAL.has(name)) continue;
        const ok =
          service && pages.has(service) ? exports(service, name) : [...pages.keys()].some((s) => exports(s, name));
        if (!ok) missing.push(`${where}: ${name}${service ? ` (${service})` : ''}`);
      }
    }
    expect(missing).toEqual([]);
  });

  /** The value of the sample of `name` whose labels include `labels` (in any order), or undefined. */
  const sample = (service: string, name: string, labels: Record<string, string>) => {
    for (const line of pages.get(service)!.split('\n')) {
      const m = /^([\w:]+)\{([^}]*)\} (\S+)$/.exec(line);
      if (!m || m[1] !== name) continue;
      if (Object.entries(labels).every(([k, v]) => m[2]!.split(',').includes(`${k}="${v}"`))) return Number(m[3]);
    }
    return undefined;
  };

  it('counts the traffic it made: a stored chat send, sign-ins by outcome, calls from the edge to user', () => {
    expect(sample('chat', 'kindred_chat_sends_total', { outcome: 'stored', service: 'chat' })).toBe(1);
    expect(sample('chat', 'kindred_chat_frames_in_total', { opt: '1' })).toBe(1);
    expect(sample('chat', 'kindred_chat_store_seconds_count', {})).toBe(1);
    expect(sample('user', 'kindred_logins_total', { outcome: 'ok', service: 'user' })).toBe(1);
    expect(sample('user', 'kindred_logins_total', { outcome: 'wrong_credentials' })).toBe(1);
    expect(sample('user', 'kindred_registrations_total', { outcome: 'ok' })).toBe(1);
    expect(
      sample('edge', 'kindred_grpc_client_duration_seconds_count', { target: 'user', method: 'Login', code: 'OK' }),
    ).toBe(1);
    expect(sample('messaging', 'kindred_db_pool_connections', { state: 'waiting', service: 'messaging' })).toBe(0);
    // The notifier reads its consumer group's backlog from Redis at the scrape.
    expect(sample('notifier', 'kindred_notifier_stream_backlog', { state: 'pending', service: 'notifier' })).toBe(0);
    expect(sample('notifier', 'kindred_notifier_events_total', { outcome: 'failed' })).toBe(0);
  });
});
