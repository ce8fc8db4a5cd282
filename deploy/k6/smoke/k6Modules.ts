import fs from 'node:fs';
import path from 'node:path';
import WebSocketClient from 'ws';
import type { MetricStore, MetricType } from './metrics';
import type { SyncHttp, WireRequest, WireResponse } from './syncHttp';

/** What the modules of one VU share: its number, iteration, scenario and what is still running. */
export interface VuState {
  idInTest: number;
  iterationInScenario: number;
  scenario: string;
  /** Open sockets and timers of the running iteration: it ends when none is left (k6's event loop). */
  pending: Set<object>;
}

interface FileData {
  data: ArrayBuffer | string;
  filename: string;
  content_type: string;
}

const isFile = (v: unknown): v is FileData => typeof v === 'object' && v !== null && 'filename' in v && 'data' in v;

function toWire(
  method: string,
  url: string,
  body: unknown,
  params: { headers?: Record<string, string> } = {},
): WireRequest {
  const headers = { ...(params.headers ?? {}) };
  if (body === undefined || body === null) return { method, url, headers };
  if (typeof body === 'string') return { method, url, headers, body };
  const entries = Object.entries(body as Record<string, unknown>);
  const multipart = entries.some(([, v]) => isFile(v));
  const fields = entries.map(([name, v]) =>
    isFile(v)
      ? {
          name,
          file: {
            data: typeof v.data === 'string' ? new TextEncoder().encode(v.data) : new Uint8Array(v.data),
            filename: v.filename,
            contentType: v.content_type,
          },
        }
      : { name, value: String(v) },
  );
  return { method, url, headers, fields, multipart };
}

/**
 * The k6 modules a script imports, mapped onto Node for one VU: `k6`, `k6/http` (synchronous, through
 * SyncHttp), `k6/metrics`, `k6/data`, `k6/execution`, `k6/websockets` (the `ws` package), `k6/timers`.
 * A correctness check of the scripts (every call answers, every check holds), not a load tool.
 */
export function k6Modules(store: MetricStore, http: SyncHttp, vu: VuState, scriptDir: string) {
  for (const [name, type] of [
    ['http_req_duration', 'trend'],
    ['http_req_failed', 'rate'],
    ['http_reqs', 'counter'],
    ['checks', 'rate'],
    ['iterations', 'counter'],
    ['ws_sessions', 'counter'],
  ] as const)
    store.define(name, type);

  const response = (answer: WireResponse, params: { tags?: Record<string, string> } = {}) => {
    const tags = { ...(params.tags ?? {}), scenario: vu.scenario };
    store.add('http_req_duration', answer.durationMs, tags);
    store.add('http_req_failed', answer.status === 0 || answer.status >= 400, tags);
    store.add('http_reqs', 1, tags);
    return {
      status: answer.status,
      body: answer.body,
      headers: answer.headers,
      error: answer.error ?? '',
      timings: { duration: answer.durationMs },
      json: () => JSON.parse(answer.body),
    };
  };
  const request = (
    method: string,
    url: string,
    body?: unknown,
    params?: { tags?: Record<string, string>; headers?: Record<string, string> },
  ) => response(http.send([toWire(method, url, body, params)])[0]!, params);

  const metric = (type: MetricType) =>
    class {
      constructor(readonly name: string) {
        store.define(name, type);
      }
      add(value: number | boolean, tags: Record<string, string> = {}) {
        store.add(this.name, value, { ...tags, scenario: vu.scenario });
      }
    };

  const timers = {
    setTimeout: (fn: () => void, ms: number) => {
      const handle = setTimeout(() => {
        vu.pending.delete(handle);
        fn();
      }, ms);
      vu.pending.add(handle);
      return handle;
    },
    clearTimeout: (handle: NodeJS.Timeout) => {
      clearTimeout(handle);
      vu.pending.delete(handle);
    },
    setInterval: (fn: () => void, ms: number) => {
      const handle = setInterval(fn, ms);
      vu.pending.add(handle);
      return handle;
    },
    clearInterval: (handle: NodeJS.Timeout) => {
      clearInterval(handle);
      vu.pending.delete(handle);
    },
  };

  class WebSocket {
    private readonly socket: WebSocketClient;
    constructor(url: string, _protocols?: null, params: { tags?: Record<string, string> } = {}) {
      this.socket = new WebSocketClient(url);
      vu.pending.add(this);
      store.add('ws_sessions', 1, { ...(params.tags ?? {}), scenario: vu.scenario });
      this.socket.on('close', () => vu.pending.delete(this));
      this.socket.on('error', () => vu.pending.delete(this));
    }
    addEventListener(event: string, listener: (e: unknown) => void) {
      if (event === 'message') this.socket.on('message', (data) => listener({ data: String(data) }));
      else if (event === 'close') this.socket.on('close', (code) => listener({ code }));
      else this.socket.on(event, (e: unknown) => listener(e));
    }
    send(data: string) {
      this.socket.send(data);
    }
    ping() {
      this.socket.ping();
    }
    close(code?: number) {
      this.socket.close(code);
    }
    get readyState() {
      return this.socket.readyState;
    }
  }

  const sleepBuffer = new Int32Array(new SharedArrayBuffer(4));
  return {
    k6: {
      check: (value: unknown, conditions: Record<string, (v: unknown) => boolean>, tags?: Record<string, string>) =>
        store.check(value, conditions, { ...(tags ?? {}), scenario: vu.scenario }),
      sleep: (seconds: number) => void Atomics.wait(sleepBuffer, 0, 0, seconds * 1000),
      fail: (message: string) => {
        throw new Error(message);
      },
      group: (_name: string, fn: () => unknown) => fn(),
    },
    'k6/http': {
      get: (url: string, params?: object) => request('GET', url, undefined, params),
      post: (url: string, body?: unknown, params?: object) => request('POST', url, body, params),
      file: (data: ArrayBuffer | string, filename = 'file', contentType = 'application/octet-stream') => ({
        data,
        filename,
        content_type: contentType,
      }),
      batch: (
        requests: Array<{
          method: string;
          url: string;
          body?: unknown;
          params?: { tags?: Record<string, string>; headers?: Record<string, string> };
        }>,
      ) => {
        const answers = http.send(requests.map((r) => toWire(r.method, r.url, r.body, r.params)));
        return answers.map((answer, i) => response(answer, requests[i]!.params));
      },
    },
    'k6/metrics': { Trend: metric('trend'), Counter: metric('counter'), Rate: metric('rate'), Gauge: metric('gauge') },
    'k6/data': {
      SharedArray: function SharedArray(_name: string, make: () => unknown[]) {
        return Object.freeze(make());
      },
    },
    'k6/execution': {
      vu: {
        get idInTest() {
          return vu.idInTest;
        },
        get iterationInScenario() {
          return vu.iterationInScenario;
        },
      },
      scenario: {
        get name() {
          return vu.scenario;
        },
      },
    },
    'k6/websockets': { WebSocket },
    'k6/timers': timers,
    /** k6's init-context `open`: a path relative to the script; 'b' answers an ArrayBuffer. */
    open: (file: string, mode?: string) => {
      const bytes = fs.readFileSync(path.resolve(scriptDir, file));
      return mode === 'b'
        ? bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
        : bytes.toString('utf8');
    },
  };
}
