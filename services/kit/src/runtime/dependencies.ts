import * as grpc from '@grpc/grpc-js';
import { service as healthService } from 'grpc-health-check';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Logger } from './logger';
import { grpcChannelCredentials } from '../grpc/grpcTls';

/** Something a process cannot work without, and how to ask whether it answers. */
export interface DependencyCheck {
  name: string;
  /** Resolves when the dependency answers; rejects (or outlasts the timeout) when it does not. */
  check(): Promise<unknown>;
}

export interface DependencyWatchOptions {
  intervalMs?: number;
  timeoutMs?: number;
  logger?: Logger;
  /** Counts each dependency's failed checks and shows whether it is up. */
  registry?: Registry;
}

/**
 * Asks every dependency once per interval and remembers which are down: readiness answers from this
 * memory at once (a probe never waits on a dead dependency), and a dependency that returns is seen
 * within one interval, without a restart.
 */
export class DependencyWatch {
  private readonly failing = new Set<string>();
  private readonly listeners: Array<(down: string[]) => void> = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly errors?: Counter<'dependency'>;
  private readonly up?: Gauge<'dependency'>;
  private checked: Promise<void> | null = null;

  constructor(
    private readonly checks: DependencyCheck[],
    private readonly options: DependencyWatchOptions = {},
  ) {
    if (options.registry) {
      this.errors = new Counter({
        name: 'kindred_dependency_errors_total',
        help: 'Failed checks of a dependency this process cannot work without',
        labelNames: ['dependency'],
        registers: [options.registry],
      });
      this.up = new Gauge({
        name: 'kindred_dependency_up',
        help: '1 while the dependency answers its checks, else 0',
        labelNames: ['dependency'],
        registers: [options.registry],
      });
    }
  }

  /** Checks now, then once per interval; resolves after the first round. */
  start(): Promise<void> {
    if (!this.timer) {
      this.timer = setInterval(() => void this.checkAll(), this.options.intervalMs ?? 1_000);
      this.timer.unref();
    }
    return this.checkAll();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Dependencies that failed their latest check. */
  down(): string[] {
    return [...this.failing];
  }

  ready(): boolean {
    return this.failing.size === 0;
  }

  /** Called with the dependencies down whenever that list changes. */
  onChange(listener: (down: string[]) => void): void {
    this.listeners.push(listener);
  }

  /** A dependency the process saw fail in a call (not only in a check): down until its next good check. */
  report(name: string): void {
    if (this.failing.has(name) || !this.checks.some((c) => c.name === name)) return;
    this.failing.add(name);
    this.errors?.inc({ dependency: name });
    this.up?.set({ dependency: name }, 0);
    this.changed();
  }

  private checkAll(): Promise<void> {
    // A round still running (a dependency slow to answer) is not started again.
    this.checked ??= Promise.all(this.checks.map((c) => this.checkOne(c))).then(() => {
      this.checked = null;
    });
    return this.checked;
  }

  private async checkOne(dependency: DependencyCheck): Promise<void> {
    const timeoutMs = this.options.timeoutMs ?? 1_000;
    let timer: NodeJS.Timeout | undefined;
    const ok = await Promise.race([
      dependency.check().then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]).catch(() => false);
    clearTimeout(timer);
    const wasDown = this.failing.has(dependency.name);
    this.up?.set({ dependency: dependency.name }, ok ? 1 : 0);
    if (ok && wasDown) {
      this.failing.delete(dependency.name);
      this.options.logger?.info({ dependency: dependency.name }, 'dependency back');
      this.changed();
    } else if (!ok) {
      this.errors?.inc({ dependency: dependency.name });
      if (!wasDown) {
        this.failing.add(dependency.name);
        this.options.logger?.warn({ dependency: dependency.name }, 'dependency down');
        this.changed();
      }
    }
  }

  private changed(): void {
    const down = this.down();
    for (const listener of this.listeners) listener(down);
  }
}

type HealthClient = grpc.Client & {
  check(
    request: { service: string },
    options: grpc.CallOptions,
    callback: (err: grpc.ServiceError | null, value?: { status: string }) => void,
  ): void;
};
const HealthClientCtor = grpc.makeGenericClientConstructor(healthService, 'Health') as unknown as new (
  address: string,
  credentials: grpc.ChannelCredentials,
  options?: grpc.ChannelOptions,
) => HealthClient;

/**
 * A gRPC service as a dependency: its grpc.health.v1 answer must be SERVING (a service answers
 * NOT_SERVING while its own database is away). `close` ends the check's channel.
 */
export function grpcHealthDependency(name: string, address: string): DependencyCheck & { close(): void } {
  const client = new HealthClientCtor(address, grpcChannelCredentials(), {
    'grpc.initial_reconnect_backoff_ms': 200,
    'grpc.max_reconnect_backoff_ms': 1_000,
  });
  return {
    name,
    check: () =>
      new Promise((resolve, reject) =>
        client.check({ service: '' }, { deadline: Date.now() + 1_000 }, (err, value) => {
          if (err) reject(err);
          else if (value?.status !== 'SERVING') reject(new Error(`${name} ${value?.status ?? 'UNKNOWN'}`));
          else resolve(value);
        }),
      ),
    close: () => client.close(),
  };
}

/** The process's database as a dependency (`SELECT 1` answers). */
export function databaseDependency(database: { query(sql: string): Promise<unknown> }): DependencyCheck {
  return { name: 'postgres', check: () => database.query('SELECT 1') };
}

/** Redis as a dependency (PING answers). */
export function redisDependency(redis: { ping(): Promise<unknown> }, name = 'redis'): DependencyCheck {
  return { name, check: () => redis.ping() };
}
