import http from 'node:http';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { dependencyRegistry } from './dependencyMetrics';

/** One registry per process, with the default Node metrics and the RPC figures every service shares. */
export function createMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  dependencyRegistry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const rpcDuration = new Histogram({
    name: 'kindred_rpc_server_duration_seconds',
    help: 'gRPC handling time by method and code',
    labelNames: ['method', 'code'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const rpcErrors = new Counter({
    name: 'kindred_rpc_server_faults_total',
    help: 'gRPC calls that ended in a server fault',
    labelNames: ['method'],
    registers: [registry],
  });
  return { registry, rpcDuration, rpcErrors };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * A process without an HTTP server of its own (the notifier) answers its probes beside /metrics:
 * /healthz while it runs, /readyz while its dependencies answer.
 */
export interface ProcessHealth {
  ready(): boolean;
  down(): string[];
}

/** Serves GET /metrics on its own port (services speak gRPC only; Prometheus scrapes this). */
export function serveMetrics(registry: Registry, port: number, health?: ProcessHealth): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/metrics') {
      res.writeHead(200, { 'content-type': registry.contentType });
      res.end((await registry.metrics()) + (await dependencyRegistry.metrics()));
      return;
    }
    if (health && req.method === 'GET' && (req.url === '/healthz' || req.url === '/readyz')) {
      const ready = req.url === '/healthz' || health.ready();
      res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ready ? { status: 'ok' } : { status: 'not ready', down: health.down() }));
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
