import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';

type Handler = (
  req: http.IncomingMessage | http2.Http2ServerRequest,
  res: http.ServerResponse | http2.Http2ServerResponse,
) => void;

/** The edge's listening server: plain HTTP/1.1, or TLS with HTTP/2 and HTTP/1.1 on the same port. */
export interface EdgeTransport {
  server: http.Server | http2.Http2SecureServer;
  /** 'h2' when the edge serves TLS (HTTP/2 by ALPN, HTTP/1.1 for clients that do not offer it). */
  protocol: 'http/1.1' | 'h2';
  /**
   * Stops taking connections and lets the requests in flight finish: HTTP/2 sessions get a GOAWAY
   * (their open streams complete), idle HTTP/1.1 keep-alive connections close as they become idle and
   * busy ones after their answer (`connection: close`); whatever still runs after `graceMs` is cut.
   */
  drain(graceMs: number): Promise<void>;
}

/** How long a connection may take over each step before the edge cuts it (a slow or idle client holds a socket). */
export interface TransportTimeouts {
  /** From connect to the end of the TLS handshake. */
  handshakeMs: number;
  /** From connect (or the previous answer) to the end of a request's headers (HTTP/1.1). */
  headersMs: number;
  /** A whole HTTP/1.1 request, body included. */
  requestMs: number;
  /** An HTTP/2 session with no frame either way (the browser opens a new one when it needs to). */
  idleSessionMs: number;
}

export const TRANSPORT_TIMEOUTS: TransportTimeouts = {
  handshakeMs: 10_000,
  headersMs: 10_000,
  requestMs: 30_000,
  idleSessionMs: 120_000,
};

/**
 * Without a certificate the edge speaks HTTP/1.1 (behind the Kubernetes Ingress, which terminates TLS
 * and speaks HTTP/2 to browsers). With one (a single machine without an ingress) it speaks HTTP/2 over
 * TLS, so that a page's chunks share one multiplexed connection instead of six HTTP/1.1 ones.
 */
export function createEdgeTransport(
  tls: { certFile?: string; keyFile?: string },
  handler: Handler,
  timeouts: TransportTimeouts = TRANSPORT_TIMEOUTS,
): EdgeTransport {
  let draining = false;
  const markDraining = (_req: unknown, res: http.ServerResponse | http2.Http2ServerResponse) => {
    // An HTTP/1.1 answer closes its connection; HTTP/2 forbids the header (the session's GOAWAY says it).
    if (draining && res instanceof http.ServerResponse) res.setHeader('connection', 'close');
  };

  if (!tls.certFile || !tls.keyFile) {
    const server = http.createServer(handler as http.RequestListener);
    server.on('request', markDraining);
    server.requestTimeout = timeouts.requestMs;
    server.headersTimeout = timeouts.headersMs;
    return {
      server,
      protocol: 'http/1.1',
      drain: (graceMs) => {
        draining = true;
        return drainConnections(server, graceMs, {
          closeIdle: () => server.closeIdleConnections(),
          cutAll: () => server.closeAllConnections(),
        });
      },
    };
  }

  const server = http2.createSecureServer(
    {
      allowHTTP1: true,
      cert: fs.readFileSync(tls.certFile),
      key: fs.readFileSync(tls.keyFile),
      handshakeTimeout: timeouts.handshakeMs,
    },
    // `allowHTTP1`: the same handler gets HTTP/1.1 requests (http.IncomingMessage) too.
    (req: http2.Http2ServerRequest | http.IncomingMessage, res: http2.Http2ServerResponse | http.ServerResponse) => {
      if (req instanceof http2.Http2ServerRequest) markBodyOfUnknownLength(req);
      handler(req, res);
    },
  );
  // Tracing's HTTP instrumentation hooks the `request` events of http.Server and https.Server only:
  // emitted through https.Server's `emit` (EventEmitter's own when tracing is off), HTTP/2 and HTTP/1.1
  // requests get their server span and continue the caller's traceparent as they do over plain HTTP.
  server.emit = function emit(this: http2.Http2SecureServer, event: string | symbol, ...args: unknown[]) {
    return Reflect.apply(https.Server.prototype.emit, this, [event, ...args]) as boolean;
  } as http2.Http2SecureServer['emit'];
  server.on('request', markDraining);
  // Node's own defaults here are 60 s for headers, 300 s for a request and no limit on an idle session;
  // it reads the first two for `allowHTTP1` connections as http.Server does (untyped).
  Object.assign(server, { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs });
  server.setTimeout(timeouts.idleSessionMs);
  const sockets = new Set<TLSSocket>();
  server.on('secureConnection', (socket: TLSSocket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
    if (draining) session.close();
  });
  return {
    server,
    protocol: 'h2',
    drain: (graceMs) => {
      draining = true;
      for (const session of sessions) session.close();
      return drainConnections(server, graceMs, {
        // Node keeps the HTTP/1.1 connections of `allowHTTP1` in the same list as http.Server (untyped).
        closeIdle: () => (server as unknown as Pick<http.Server, 'closeIdleConnections'>).closeIdleConnections(),
        cutAll: () => {
          for (const session of sessions) session.destroy();
          for (const socket of sockets) socket.destroy();
        },
      });
    },
  };
}

function drainConnections(
  server: http.Server | http2.Http2SecureServer,
  graceMs: number,
  { closeIdle, cutAll }: { closeIdle: () => void; cutAll: () => void },
): Promise<void> {
  return new Promise<void>((resolve) => {
    const idle = setInterval(closeIdle, 50);
    const force = setTimeout(cutAll, graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve();
    });
    closeIdle();
  });
}

/**
 * HTTP/2 frames a body itself and makes `content-length` optional; the body parsers (type-is) take a
 * request without `content-length` or `transfer-encoding` for one without a body and skip it. A stream
 * that did not end with its headers has a body: it is read as HTTP/1.1 reads a chunked one.
 */
function markBodyOfUnknownLength(req: http2.Http2ServerRequest): void {
  if (req.headers['content-length'] === undefined && !req.stream.endAfterHeaders) {
    req.headers['transfer-encoding'] = 'chunked';
  }
}
