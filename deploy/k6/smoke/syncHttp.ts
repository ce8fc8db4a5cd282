import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';

/** A request as the k6 shim hands it over: a body of fields (files as bytes) or a plain string. */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  fields?: Array<{ name: string; value?: string; file?: { data: Uint8Array; filename: string; contentType: string } }>;
  multipart?: boolean;
  body?: string;
}

export interface WireResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  durationMs: number;
  error?: string;
}

/**
 * The worker does the I/O with fetch; the caller blocks on Atomics.wait until it is done, then takes the
 * answer with receiveMessageOnPort. This gives k6's synchronous `http.*` on Node's asynchronous network.
 */
const WORKER = `
const { workerData } = require('node:worker_threads');
const { port, signal } = workerData;
const flag = new Int32Array(signal);
async function one(request) {
  const started = performance.now();
  try {
    let body = request.body;
    const headers = { ...request.headers };
    if (request.fields && request.multipart) {
      body = new FormData();
      for (const f of request.fields)
        if (f.file) body.append(f.name, new Blob([f.file.data], { type: f.file.contentType }), f.file.filename);
        else body.append(f.name, f.value);
    } else if (request.fields) {
      body = new URLSearchParams(request.fields.map((f) => [f.name, f.value ?? ''])).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const res = await fetch(request.url, { method: request.method, headers, body, redirect: 'manual' });
    const text = await res.text();
    return { status: res.status, headers: Object.fromEntries(res.headers), body: text, durationMs: performance.now() - started };
  } catch (err) {
    return { status: 0, headers: {}, body: '', durationMs: performance.now() - started, error: String(err && err.message || err) };
  }
}
port.on('message', async (requests) => {
  const answers = await Promise.all(requests.map(one));
  port.postMessage(answers);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
`;

export class SyncHttp {
  private readonly signal = new SharedArrayBuffer(4);
  private readonly flag = new Int32Array(this.signal);
  private readonly channel = new MessageChannel();
  private readonly worker: Worker;

  constructor(private readonly timeoutMs = 60_000) {
    this.worker = new Worker(WORKER, {
      eval: true,
      workerData: { port: this.channel.port2, signal: this.signal },
      transferList: [this.channel.port2],
    });
    this.worker.unref();
  }

  /** Sends the requests together and blocks until every answer is in. */
  send(requests: WireRequest[]): WireResponse[] {
    Atomics.store(this.flag, 0, 0);
    this.channel.port1.postMessage(requests);
    if (Atomics.wait(this.flag, 0, 0, this.timeoutMs) === 'timed-out')
      throw new Error(`HTTP requests outlasted ${this.timeoutMs} ms`);
    const answer = receiveMessageOnPort(this.channel.port1);
    if (!answer) throw new Error('the HTTP worker answered nothing');
    return answer.message as WireResponse[];
  }

  close(): Promise<number> {
    this.channel.port1.close();
    return this.worker.terminate();
  }
}
