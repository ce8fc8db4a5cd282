import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { diag, TraceFlags } from '@opentelemetry/api';
import type { tracing } from '@opentelemetry/sdk-node';
import { spanRecord, SpanTables, type SpanBatch } from './spanRecords';

/** What the export worker is sent: spans (a JSON array of span records) with their tables, or an order. */
export type WorkerRequest =
  ({ spans: string } & Pick<SpanBatch, 'resources' | 'scopes'>) | { id: number; order: 'flush' | 'shutdown' };

/** The longest a span waits on the process's own thread before it is handed to the worker. */
const HAND_OFF_MS = 1_000;

const fromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name]?.trim() && Number.isFinite(value) && value >= 0 ? value : fallback;
};

/**
 * The span processor of a process that traces: each sampled span is written down as a JSON span record
 * when it ends (then it is garbage), and the records are handed to a worker thread at most every second
 * (sooner with a shorter `OTEL_BSP_SCHEDULE_DELAY`) or once `OTEL_BSP_MAX_EXPORT_BATCH_SIZE` of them
 * wait. The worker rebuilds the spans and runs the SDK's own batch span processor and OTLP exporter
 * (`exportWorker.ts`), so the batching, the serialization and the HTTP request stay off the thread that
 * answers members. A span is cheapest to carry as one flat string written while its code is hot: a
 * batch of span objects copied every few seconds (the structured clone of `postMessage`) cost the chat
 * node several times more (docs/observability.md, "Cost").
 */
export class WorkerSpanProcessor implements tracing.SpanProcessor {
  private readonly worker: Worker;
  private readonly tables = new SpanTables();
  private records: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly waiting = new Map<number, () => void>();
  private next = 0;
  private exited = false;
  private dropped = 0;
  private readonly handOffAt = fromEnv('OTEL_BSP_MAX_EXPORT_BATCH_SIZE', 512);
  private readonly maxQueue = fromEnv('OTEL_BSP_MAX_QUEUE_SIZE', 2048);
  private readonly handOffMs = Math.min(HAND_OFF_MS, fromEnv('OTEL_BSP_SCHEDULE_DELAY', 5_000));

  private constructor(script: string) {
    // The environment as this module's `process` sees it now (a test harness may give it its own).
    this.worker = new Worker(script, { env: { ...process.env } });
    // The worker keeps the process up only while an order is under way (see `order`).
    this.worker.unref();
    this.worker.on('message', (id: number) => {
      this.waiting.get(id)?.();
      this.waiting.delete(id);
      if (this.waiting.size === 0) this.worker.unref();
    });
    this.worker.on('exit', () => {
      this.exited = true;
      for (const done of this.waiting.values()) done();
      this.waiting.clear();
    });
  }

  /**
   * The processor, or undefined where the worker's script is not built JavaScript (in-process tests).
   * The worker reads the OTEL_* variables of the process's environment as it is now.
   */
  static start(script = path.join(__dirname, 'exportWorker.js')): WorkerSpanProcessor | undefined {
    return fs.existsSync(script) ? new WorkerSpanProcessor(script) : undefined;
  }

  onStart(): void {}

  onEnd(span: tracing.ReadableSpan): void {
    if ((span.spanContext().traceFlags & TraceFlags.SAMPLED) === 0 || this.exited) return;
    // Past the queue's bound spans are dropped, as the SDK's batch processor drops them.
    if (this.records.length >= this.maxQueue) {
      this.dropped++;
      return;
    }
    this.records.push(JSON.stringify(spanRecord(span, this.tables.resourceOf(span), this.tables.scopeOf(span))));
    if (this.records.length >= this.handOffAt) this.handOff();
    else if (!this.timer) {
      this.timer = setTimeout(this.handOff, this.handOffMs);
      this.timer.unref();
    }
  }

  /** Hands the spans waiting here to the worker and has it export everything it holds. */
  async forceFlush(): Promise<void> {
    this.handOff();
    await this.order('flush');
  }

  async shutdown(): Promise<void> {
    this.handOff();
    await this.order('shutdown');
    await this.worker.terminate();
  }

  private readonly handOff = (): void => {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.dropped) {
      diag.warn(`Dropped ${this.dropped} spans because maxQueueSize reached`);
      this.dropped = 0;
    }
    if (!this.records.length || this.exited) return;
    const spans = `[${this.records.join(',')}]`;
    this.records = [];
    // A resource's detected attributes may still be on their way; the spans wait for them.
    const pending = this.tables.resources.filter((resource) => resource.asyncAttributesPending);
    if (pending.length) {
      void Promise.all(pending.map((resource) => resource.waitForAsyncAttributes?.())).then(() => this.post(spans));
    } else this.post(spans);
  };

  private post(spans: string): void {
    const message: WorkerRequest = { spans, ...this.tables.records() };
    try {
      this.worker.postMessage(message);
    } catch {
      this.dropped++;
    }
  }

  /** Asks the worker to flush or shut down; resolves when it has (or has exited). */
  private order(order: 'flush' | 'shutdown'): Promise<void> {
    if (this.exited) return Promise.resolve();
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.ref();
      this.worker.postMessage({ id, order } satisfies WorkerRequest);
    });
  }
}
