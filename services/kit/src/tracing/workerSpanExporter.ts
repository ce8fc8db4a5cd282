import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import { toSpanBatch } from './spanRecords';

type Answer = { id: number; code: number; error?: string };

/**
 * Exports spans over OTLP from a worker thread of their own. The OTLP serialization and the HTTP
 * request ran every few seconds on the process's own thread, cold each time among its hot code: at 1%
 * sampling they were most of the throughput tracing cost the chat nodes and the edge
 * (docs/observability.md, "Cost"). Here the process only copies each batch's spans as plain data into a
 * message; the worker serializes and sends.
 */
export class WorkerSpanExporter implements SpanExporter {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, (answer: Answer) => void>();
  private next = 0;
  private exited = false;

  private constructor(script: string) {
    this.worker = new Worker(script);
    // The worker keeps the process up only while an export is under way (see `ask`).
    this.worker.unref();
    this.worker.on('message', (answer: Answer) => {
      this.waiting.get(answer.id)?.(answer);
      this.waiting.delete(answer.id);
      if (this.waiting.size === 0) this.worker.unref();
    });
    this.worker.on('error', (error) => this.failAll(error.message));
    this.worker.on('exit', () => {
      this.exited = true;
      this.failAll('the export worker exited');
    });
  }

  /** The exporter, or undefined where the worker's script is not built JavaScript (in-process tests). */
  static start(): WorkerSpanExporter | undefined {
    const script = path.join(__dirname, 'exportWorker.js');
    return fs.existsSync(script) ? new WorkerSpanExporter(script) : undefined;
  }

  export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void): void {
    this.ask({ batch: toSpanBatch(spans) }, (answer) =>
      resultCallback({ code: answer.code, error: answer.error === undefined ? undefined : new Error(answer.error) }),
    );
  }

  shutdown(): Promise<void> {
    return new Promise((resolve) => this.ask({ shutdown: true }, () => void this.worker.terminate().finally(resolve)));
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  private ask(request: object, answered: (answer: Answer) => void): void {
    const id = this.next++;
    if (this.exited) return answered({ id, code: 1, error: 'the export worker exited' });
    this.waiting.set(id, answered);
    this.worker.ref();
    try {
      this.worker.postMessage({ id, ...request });
    } catch (error) {
      this.waiting.delete(id);
      answered({ id, code: 1, error: error instanceof Error ? error.message : String(error) });
    }
  }

  private failAll(error: string): void {
    for (const [id, answered] of this.waiting) answered({ id, code: 1, error });
    this.waiting.clear();
  }
}
