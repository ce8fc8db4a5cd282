// Writes the Grafana dashboards of the chart (helm/kindred/files/metrics/dashboards/*.json):
// `node deploy/metrics/dashboards.mjs` after changing a panel here. Every query selects on
// `service` (set by each process and by the ServiceMonitors) and on the $namespace variable;
// services/edge/test/metrics.test.ts proves each metric a query names is exported.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NS, p, panel, RATE, rate, target } from './panels.mjs';
import { safetyPanels } from './safetyPanels.mjs';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../helm/kindred/files/metrics/dashboards');

/** Saturation of any process: event-loop lag, CPU, memory, restarts are in the overview. */
function processPanels(service) {
  const s = `service="${service}",${NS}`;
  return [
    panel('Event-loop lag p99', 's', target(`max by (pod) (nodejs_eventloop_lag_p99_seconds{${s}})`, '{{pod}}')),
    panel('CPU', 'percentunit', target(`sum by (pod) (rate(process_cpu_seconds_total{${s}}${RATE}))`, '{{pod}}')),
    panel('Resident memory', 'bytes', target(`sum by (pod) (process_resident_memory_bytes{${s}})`, '{{pod}}')),
    panel('Heap used', 'bytes', target(`sum by (pod) (nodejs_heap_size_used_bytes{${s}})`, '{{pod}}')),
  ];
}

/** Photo review (docs/staff-api.md): what waits, how long staff take, rejected pictures tried again. */
function photoReviewPanels() {
  const s = `service="media",${NS}`;
  return [
    panel(
      'Photo review queue',
      'short',
      // Every replica reads the same table: one replica's figure is the queue.
      target(`max by (kind) (kindred_photo_review_queue{${s}})`, '{{kind}}'),
      'Avatars and album photos waiting for staff',
    ),
    panel(
      'Photo review latency',
      's',
      [
        target(p(0.5, 'kindred_photo_review_seconds', s, 'kind'), 'p50 {{kind}}'),
        target(p(0.9, 'kindred_photo_review_seconds', s, 'kind'), 'p90 {{kind}}'),
      ],
      'From upload to the staff decision',
    ),
    panel(
      'Rejected pictures uploaded again (refused)',
      'ops',
      target(rate('kindred_photo_reuploads_refused_total', s, 'kind'), '{{kind}}'),
    ),
  ];
}

/** Verified profiles (docs/safety.md): selfies sent, staff decisions, how long staff take. */
function verificationPanels() {
  const s = `service="user",${NS}`;
  return [
    panel(
      'Verification requests by outcome',
      'ops',
      target(rate('kindred_verification_requests_total', s, 'outcome'), '{{outcome}}'),
      'Selfies sent for review, and staff approvals and refusals',
    ),
    panel(
      'Verification review latency',
      's',
      [
        target(p(0.5, 'kindred_verification_review_seconds', s, 'decision'), 'p50 {{decision}}'),
        target(p(0.9, 'kindred_verification_review_seconds', s, 'decision'), 'p90 {{decision}}'),
      ],
      'From the selfie to the staff decision',
    ),
  ];
}

function rpcServerPanels(service) {
  const s = `service="${service}",${NS}`;
  return [
    panel(
      'gRPC calls by method',
      'reqps',
      target(rate('kindred_rpc_server_duration_seconds_count', s, 'method'), '{{method}}'),
    ),
    panel(
      'gRPC calls by code',
      'reqps',
      target(rate('kindred_rpc_server_duration_seconds_count', s, 'code'), '{{code}}'),
    ),
    panel('gRPC p99 by method', 's', target(p(0.99, 'kindred_rpc_server_duration_seconds', s, 'method'), '{{method}}')),
    panel('Server faults', 'reqps', target(rate('kindred_rpc_server_faults_total', s, 'method'), '{{method}}')),
  ];
}

function dependencyPanels(service, { postgres = true, redis = false } = {}) {
  const s = `service="${service}",${NS}`;
  const panels = [
    panel(
      'Calls to other services by code',
      'reqps',
      target(rate('kindred_grpc_client_duration_seconds_count', s, 'target, code'), '{{target}} {{code}}'),
    ),
    panel(
      'Calls to other services p99',
      's',
      target(p(0.99, 'kindred_grpc_client_duration_seconds', s, 'target'), '{{target}}'),
    ),
  ];
  if (postgres) {
    panels.push(
      panel('Postgres query p99', 's', target(p(0.99, 'kindred_db_query_duration_seconds', s), 'p99')),
      panel('Postgres pool', 'short', target(`sum by (state) (kindred_db_pool_connections{${s}})`, '{{state}}')),
      panel('Postgres query errors', 'ops', target(rate('kindred_db_query_errors_total', s, 'error'), '{{error}}')),
    );
  }
  if (redis) {
    panels.push(
      panel('Redis connections up', 'short', target(`min by (connection) (kindred_redis_up{${s}})`, '{{connection}}')),
      panel('Redis PING p99', 's', target(p(0.99, 'kindred_redis_ping_seconds', s, 'connection'), '{{connection}}')),
      panel('Redis errors', 'short', target(rate('kindred_redis_errors_total', s, 'connection'), '{{connection}}')),
    );
  }
  return panels;
}

const edgeSel = `service="edge",${NS}`;
const chatSel = `service="chat",${NS}`;
const PROCESSES = 'edge|user|social|messaging|commerce|media|chat';

/** The notifier runs the messaging image as its own Deployment (no Service: a PodMonitor scrapes it). */
function notifierPanels() {
  const s = `service="notifier",${NS}`;
  return [
    panel(
      'Notifier: notifications by channel and outcome',
      'ops',
      target(rate('kindred_notifications_total', s, 'channel, outcome'), '{{channel}} {{outcome}}'),
      'suppressed: quiet hours, the per-thread limit, no address; failed: push service or SMTP refused',
    ),
    panel(
      'Notifier: stream backlog',
      'short',
      target(`max by (state) (kindred_notifier_stream_backlog{${s}})`, '{{state}}'),
      'lag: events not read yet; pending: read, not acknowledged (failed, retried after 30 s)',
    ),
    panel(
      'Notifier: events by outcome',
      'ops',
      target(rate('kindred_notifier_events_total', s, 'outcome'), '{{outcome}}'),
    ),
    ...processPanels('notifier').map((p) => ({ ...p, title: `Notifier: ${p.title}` })),
  ];
}

const dashboards = {
  overview: {
    title: 'Kindred / Overview',
    panels: [
      panel('Processes up', 'short', target(`sum by (service) (up{service=~"${PROCESSES}",${NS}})`, '{{service}}')),
      panel(
        'Edge requests by status',
        'reqps',
        target(rate('kindred_http_requests_total', edgeSel, 'status'), '{{status}}'),
      ),
      panel(
        'Edge server errors',
        'percentunit',
        target(
          `sum(rate(kindred_http_requests_total{${edgeSel},status=~"-500|-503|500|502|503|504"}${RATE})) / sum(rate(kindred_http_requests_total{${edgeSel}}${RATE}))`,
          'errors',
        ),
      ),
      panel('Edge latency', 's', [
        target(p(0.5, 'kindred_http_request_duration_seconds', edgeSel), 'p50'),
        target(p(0.99, 'kindred_http_request_duration_seconds', edgeSel), 'p99'),
      ]),
      panel(
        'gRPC calls by service',
        'reqps',
        target(rate('kindred_rpc_server_duration_seconds_count', NS, 'service'), '{{service}}'),
      ),
      panel(
        'gRPC p99 by service',
        's',
        target(p(0.99, 'kindred_rpc_server_duration_seconds', NS, 'service'), '{{service}}'),
      ),
      panel(
        'gRPC server faults by service',
        'reqps',
        target(rate('kindred_rpc_server_faults_total', NS, 'service'), '{{service}}'),
      ),
      panel('Chat sockets', 'short', target(`sum(kindred_chat_sockets{${chatSel}})`, 'sockets')),
      panel(
        'Chat sends by outcome',
        'ops',
        target(rate('kindred_chat_sends_total', chatSel, 'outcome'), '{{outcome}}'),
      ),
      panel(
        'Event-loop lag p99 by service',
        's',
        target(`max by (service) (nodejs_eventloop_lag_p99_seconds{${NS}})`, '{{service}}'),
      ),
      panel(
        'CPU by service',
        'percentunit',
        target(`sum by (service) (rate(process_cpu_seconds_total{${NS}}${RATE}))`, '{{service}}'),
      ),
      panel(
        'Container restarts (30 min)',
        'short',
        target(
          `sum by (container) (increase(kube_pod_container_status_restarts_total{container=~"${PROCESSES}|postgresql|redis|minio",${NS}}[30m]))`,
          '{{container}}',
        ),
      ),
    ],
  },
  chat: {
    title: 'Kindred / Chat node',
    panels: [
      panel('Sockets and members', 'short', [
        target(`sum(kindred_chat_sockets{${chatSel}})`, 'sockets'),
        target(`sum(kindred_chat_members{${chatSel}})`, 'members'),
      ]),
      panel('Sockets by node', 'short', target(`sum by (pod) (kindred_chat_sockets{${chatSel}})`, '{{pod}}')),
      panel('Frames in by opt', 'ops', target(rate('kindred_chat_frames_in_total', chatSel, 'opt'), '{{opt}}')),
      panel(
        'Frames out by opt and status',
        'ops',
        target(rate('kindred_chat_frames_out_total', chatSel, 'opt, status'), '{{opt}} {{status}}'),
      ),
      panel('Sends by outcome', 'ops', target(rate('kindred_chat_sends_total', chatSel, 'outcome'), '{{outcome}}')),
      panel('Store (messaging) latency', 's', [
        target(p(0.5, 'kindred_chat_store_seconds', chatSel), 'p50'),
        target(p(0.99, 'kindred_chat_store_seconds', chatSel), 'p99'),
      ]),
      panel('Redis publish latency', 's', [
        target(p(0.5, 'kindred_chat_redis_publish_seconds', chatSel), 'p50'),
        target(p(0.99, 'kindred_chat_redis_publish_seconds', chatSel), 'p99'),
      ]),
      panel(
        'Redis publish errors',
        'ops',
        target(`sum(rate(kindred_chat_redis_publish_errors_total{${chatSel}}${RATE}))`, 'errors'),
      ),
      panel('Fan-out lag (stored -> receiving node)', 's', [
        target(p(0.5, 'kindred_chat_fanout_lag_seconds', chatSel), 'p50'),
        target(p(0.99, 'kindred_chat_fanout_lag_seconds', chatSel), 'p99'),
      ]),
      panel(
        'Relayed from Redis',
        'ops',
        target(`sum by (pod) (rate(kindred_chat_relayed_total{${chatSel}}${RATE}))`, '{{pod}}'),
      ),
      ...dependencyPanels('chat', { postgres: false, redis: true }),
      ...processPanels('chat'),
    ],
  },
  edge: {
    title: 'Kindred / Edge',
    panels: [
      panel('Requests by route', 'reqps', target(rate('kindred_http_requests_total', edgeSel, 'route'), '{{route}}')),
      panel(
        'Requests by status',
        'reqps',
        target(rate('kindred_http_requests_total', edgeSel, 'status'), '{{status}}'),
      ),
      panel(
        'p99 by route',
        's',
        target(p(0.99, 'kindred_http_request_duration_seconds', edgeSel, 'route'), '{{route}}'),
      ),
      ...dependencyPanels('edge', { postgres: false, redis: true }),
      ...processPanels('edge'),
    ],
  },
  user: {
    title: 'Kindred / User service',
    panels: [
      panel(
        'Sign-ins by outcome',
        'ops',
        target(rate('kindred_logins_total', `service="user",${NS}`, 'outcome'), '{{outcome}}'),
      ),
      panel(
        'Registrations by outcome',
        'ops',
        target(rate('kindred_registrations_total', `service="user",${NS}`, 'outcome'), '{{outcome}}'),
      ),
      ...verificationPanels(),
      ...rpcServerPanels('user'),
      ...dependencyPanels('user', { redis: true }),
      ...processPanels('user'),
    ],
  },
  social: {
    title: 'Kindred / Social service',
    panels: [...rpcServerPanels('social'), ...dependencyPanels('social'), ...processPanels('social')],
  },
  messaging: {
    title: 'Kindred / Messaging service',
    panels: [
      ...rpcServerPanels('messaging'),
      ...dependencyPanels('messaging'),
      ...processPanels('messaging'),
      ...notifierPanels(),
      ...safetyPanels(),
    ],
  },
  commerce: {
    title: 'Kindred / Commerce service',
    panels: [
      panel(
        'Ledger charges by reason and outcome',
        'ops',
        target(
          rate('kindred_ledger_postings_total', `service="commerce",kind="charge",${NS}`, 'reason, outcome'),
          '{{reason}} {{outcome}}',
        ),
      ),
      panel(
        'Ledger credits by reason and outcome',
        'ops',
        target(
          rate('kindred_ledger_postings_total', `service="commerce",kind="credit",${NS}`, 'reason, outcome'),
          '{{reason}} {{outcome}}',
        ),
      ),
      ...rpcServerPanels('commerce'),
      ...dependencyPanels('commerce'),
      ...processPanels('commerce'),
    ],
  },
  media: {
    title: 'Kindred / Media service',
    panels: [
      ...photoReviewPanels(),
      ...rpcServerPanels('media'),
      ...dependencyPanels('media'),
      ...processPanels('media'),
    ],
  },
};

/** A Grafana dashboard (schema 39): a Prometheus data-source variable, a namespace variable, a 2-column grid. */
function grafana(name, { title, panels }) {
  return {
    uid: `kindred-${name}`,
    title,
    tags: ['kindred'],
    schemaVersion: 39,
    editable: true,
    time: { from: 'now-6h', to: 'now' },
    refresh: '30s',
    templating: {
      list: [
        { name: 'datasource', type: 'datasource', query: 'prometheus', label: 'Data source' },
        {
          name: 'namespace',
          type: 'query',
          label: 'Namespace',
          datasource: { type: 'prometheus', uid: '${datasource}' },
          query: {
            query: 'label_values(process_start_time_seconds{service=~"' + PROCESSES + '"}, namespace)',
            refId: 'namespace',
          },
          definition: 'label_values(process_start_time_seconds{service=~"' + PROCESSES + '"}, namespace)',
          refresh: 2,
          includeAll: true,
          multi: true,
          allValue: '.*',
        },
      ],
    },
    panels: panels.map((pl, i) => ({
      id: i + 1,
      type: pl.type,
      title: pl.title,
      ...(pl.description ? { description: pl.description } : {}),
      datasource: { type: 'prometheus', uid: '${datasource}' },
      gridPos: { x: (i % 2) * 12, y: Math.floor(i / 2) * 8, w: 12, h: 8 },
      fieldConfig: { defaults: { unit: pl.unit }, overrides: [] },
      options: { legend: { displayMode: 'list', placement: 'bottom' }, tooltip: { mode: 'multi' } },
      targets: pl.targets.map((t, j) => ({
        refId: String.fromCharCode(65 + j),
        datasource: { type: 'prometheus', uid: '${datasource}' },
        expr: t.expr,
        legendFormat: t.legend,
      })),
    })),
  };
}

fs.mkdirSync(out, { recursive: true });
for (const [name, board] of Object.entries(dashboards)) {
  fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(grafana(name, board), null, 2) + '\n');
}
console.log(`dashboards: ${Object.keys(dashboards).length} written to ${path.relative(process.cwd(), out)}`);
