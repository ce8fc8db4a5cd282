import fs from 'node:fs/promises';
import Koa, { type Context, type Next } from 'koa';
import Router from '@koa/router';
import { HttpMethodEnum, koaBody } from 'koa-body';
import compress from 'koa-compress';
import { Counter, Histogram, type Registry } from 'prom-client';
import {
  AuthenticationError,
  NotAllowedError,
  RateLimitedError,
  acceptRequestId,
  allow,
  dependencyRegistry,
  nameRequestRoute,
  runWithContext,
  REQUEST_ID_HEADER,
  type Logger,
  type Redis,
} from '@kindred/kit';
import { CallerCache } from './kept/callerCache';
import { keptOrNothing, type KeptReads } from './kept/notKept';
import type { Clients } from './clients';
import type { EdgeConfig } from './config';
import { Status, failure, isFault, success, type Envelope } from './envelope';
import { buildOpenApi } from './openapi';
import { serveWebApp } from './webApp';
import { refuseSharedPaths } from './sharedPaths';
import { clearSessionCookie, cookieToken } from './sessionCookie';
import {
  Answer,
  Delivered,
  type Caller,
  type Route,
  type RouteContext,
  type RouteGroup,
  type UploadedFile,
} from './route';

/** Seconds a client waits before retrying a call answered -503 (a dependency is away). */
const RETRY_AFTER_SECONDS = 2;

/** The edge's kept reads (kept/notKept.ts): each is off when absent. */
export interface EdgeDeps extends KeptReads {
  config: EdgeConfig;
  clients: Clients;
  redis: Redis;
  logger: Logger;
  registry: Registry;
  groups: RouteGroup[];
  /** Authenticated callers kept for a few seconds (off when absent). */
  callers?: CallerCache;
  /** Extra plain-HTTP handlers (media files, payment pages, callbacks), asked after the API's calls (refuseSharedPaths). */
  extraRouters?: Router[];
  /** Dependencies /readyz checks. */
  ready(): Promise<boolean>;
  /** The dependencies down now, named in /readyz's answer. */
  dependenciesDown?: () => string[];
}

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    logger: Logger;
  }
}

/** The public HTTP contract: POST /member/* -> gRPC, in the envelope of docs/architecture.md section 3. */
export function createEdgeApp(deps: EdgeDeps): Koa {
  const { config, logger, registry } = deps;
  const app = new Koa({ proxy: config.TRUSTED_PROXIES > 0, maxIpsCount: config.TRUSTED_PROXIES });
  const requests = new Counter({
    name: 'kindred_http_requests_total',
    help: 'Edge requests by route and envelope status',
    labelNames: ['route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'kindred_http_request_duration_seconds',
    help: 'Edge request handling time by route',
    labelNames: ['route'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.silent = true;
  app.on('error', (err: Error & { code?: string }) => {
    // A client that hangs up while a (compressed) answer streams is not a fault of ours.
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET') return;
    logger.error({ err }, 'unhandled koa error');
  });

  // JSON answers of 1 KB or more go out gzipped: 80 % fewer bytes for under 1 % of an answer's CPU
  // (docs/web-on-the-wire.md); brotli costs twice as much for 6 % less. The web app's
  // files are not JSON and come precompressed (webApp.ts).
  app.use(
    compress({
      threshold: 1024,
      br: false,
      filter: (type) => /json/i.test(type),
    }),
  );

  // Request id, access log, and the last line of defence: no request can crash the process.
  app.use(async (ctx: Context, next: Next) => {
    const requestId = acceptRequestId(ctx.get(REQUEST_ID_HEADER));
    const requestLogger = logger.child({ requestId });
    ctx.state.requestId = requestId;
    ctx.state.logger = requestLogger;
    ctx.set(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    await runWithContext({ requestId, logger: requestLogger }, async () => {
      try {
        if (!decodable(ctx.path)) throw new URIError('malformed path');
        await next();
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (err instanceof URIError)
          reply(ctx, 400, { status: Status.invalid, msg: 'error.malformed_path', data: null });
        else if (status === 413) reply(ctx, 413, { status: 413, msg: 'error.body_too_large', data: null });
        else if (status === 400 || status === 415 || status === 422) {
          reply(ctx, 400, { status: Status.invalid, msg: 'error.malformed_body', data: null });
        } else {
          requestLogger.error({ err }, 'request failed');
          reply(ctx, 500, { status: Status.internal, msg: 'error.internal', data: null });
        }
      }
    });
    // Here, outermost, so that refusals and failures carry them too.
    setSecurityHeaders(ctx);
    const route = (ctx.state.route as string | undefined) ?? 'other';
    duration.observe({ route }, Number(process.hrtime.bigint() - started) / 1e9);
    requests.inc({ route, status: String((ctx.body as Envelope | undefined)?.status ?? ctx.status) });
    if (ctx.status >= 500) requestLogger.warn({ method: ctx.method, path: ctx.path, status: ctx.status }, 'request');
    else requestLogger.debug({ method: ctx.method, path: ctx.path, status: ctx.status }, 'request');
    // Serialized once, here: left an object, the answer is stringified twice (koa-compress reads its
    // length, then Koa or the compressor writes it), a tenth of a millisecond for a 12 KB list page.
    if (isJsonObject(ctx.body)) ctx.body = JSON.stringify(ctx.body);
  });

  const routes = deps.groups.filter((group) => deps.clients[group.service]).flatMap((group) => group.routes);
  const body = koaBody({
    multipart: true,
    jsonLimit: `${config.BODY_LIMIT_KB}kb`,
    formLimit: `${config.BODY_LIMIT_KB}kb`,
    textLimit: `${config.BODY_LIMIT_KB}kb`,
    parsedMethods: [HttpMethodEnum.POST],
    formidable: { maxFileSize: config.UPLOAD_LIMIT_KB * 1024, maxFiles: 2, maxFields: 60, allowEmptyFiles: false },
    onError: (err: Error & { httpCode?: number; code?: number }, ctx: Context) => {
      const tooLarge = err.httpCode === 413 || /maxFileSize|exceeded|too large/i.test(err.message);
      ctx.throw(tooLarge ? 413 : 400);
    },
  });
  // The API's paths are fixed: one map lookup, where a router tried each of its ~200 patterns in turn.
  const api = new Map(routes.map((r) => [r.path.toLowerCase(), r]));
  const apiRoute = (ctx: Context) => api.get(ctx.path.toLowerCase().replace(/(.)\/$/, '$1'));
  const extraRouters = deps.extraRouters ?? [];
  refuseSharedPaths(api.keys(), extraRouters);
  // An API call (a POST to one of its paths) goes straight to its handler: no other handler answers a
  // POST there (refuseSharedPaths), and asking the routers below first cost the cheapest answers a
  // sixth of the edge's own work (docs/capacity.md, "API calls before the routers").
  app.use((ctx: Context, next: Next) => {
    const r = ctx.method === 'POST' ? apiRoute(ctx) : undefined;
    return r ? body(ctx, () => handle(ctx, r, deps)) : next();
  });

  const ops = new Router();
  ops.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  ops.get('/readyz', async (ctx) => {
    const ready = await deps.ready().catch(() => false);
    ctx.status = ready ? 200 : 503;
    ctx.body = ready ? { status: 'ready' } : { status: 'not ready', down: deps.dependenciesDown?.() ?? [] };
  });
  ops.get('/metrics', async (ctx) => {
    ctx.type = registry.contentType;
    ctx.body = (await registry.metrics()) + (await dependencyRegistry.metrics());
  });
  const openapi = buildOpenApi(routes, config.SITE_URL);
  ops.get('/openapi.json', (ctx) => {
    ctx.body = openapi;
  });
  app.use(ops.routes());
  if (config.WEB_DIST) app.use(serveWebApp(config.WEB_DIST));
  for (const router of extraRouters) app.use(router.routes()).use(router.allowedMethods());

  // Another method on an API path.
  app.use((ctx: Context, next: Next) => {
    if (!apiRoute(ctx)) return next();
    reply(ctx, 405, { status: 405, msg: 'error.method_not_allowed', data: null });
  });

  app.use((ctx) => {
    if (ctx.body === undefined && ctx.status === 404) {
      reply(ctx, 404, { status: 404, msg: 'error.not_found', data: null });
    }
  });
  return app;
}

/** Security headers for every answer. */
function setSecurityHeaders(ctx: Context): void {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'SAMEORIGIN');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (ctx.path.toLowerCase().startsWith('/member/')) ctx.set('Cache-Control', 'no-store');
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function reply(ctx: Context, httpStatus: number, envelope: Envelope): void {
  ctx.status = httpStatus;
  ctx.body = envelope;
}

/** API clients' bearer header or `token` field first, else the web app's session cookie (sessionCookie.ts). */
function tokenOf(ctx: Context, body: Record<string, unknown>): string | undefined {
  const header = ctx.get('authorization');
  if (header.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  const field = body.token;
  return typeof field === 'string' && field.length > 0 && field.length <= 200 ? field : cookieToken(ctx);
}

async function handle(ctx: Context, route: Route, deps: EdgeDeps): Promise<void> {
  ctx.state.route = route.path;
  nameRequestRoute(route.path);
  const body = plainBody(ctx.request.body);
  const files = collectFiles(ctx, route.files ?? []);
  const token = tokenOf(ctx, body);
  const routeContext: RouteContext = {
    clients: deps.clients,
    config: deps.config,
    redis: deps.redis,
    logger: ctx.state.logger,
    requestId: ctx.state.requestId,
    ip: ctx.ip,
    token,
    session: null,
    ...keptOrNothing(deps),
    files,
    koa: ctx,
  };
  try {
    if (route.rateLimit) await enforceRateLimit(route, routeContext, body);
    let caller: Caller | null = null;
    if (route.access !== 'public' || token) caller = await authenticate(route, routeContext, deps.callers);
    const parsed = route.input.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '_');
        errors[field] ??= issue.code === 'invalid_type' && issue.input === undefined ? 'required' : issue.message;
      }
      reply(ctx, 200, { status: Status.invalid, msg: 'error.validation_failed', data: { errors } });
      return;
    }
    const data = await (route.handle as (args: unknown) => Promise<unknown>)({
      input: parsed.data,
      caller,
      ctx: routeContext,
    });
    if (data instanceof Delivered) return;
    reply(ctx, 200, data instanceof Answer ? data.envelope : success(data, route.message));
  } catch (err) {
    if (isFault(err)) ctx.state.logger.error({ err, route: route.path }, 'call failed');
    const answer = failure(err, route.codes);
    // A dependency is away: the client may retry the same call (idempotency keys make that safe).
    if (answer.status === Status.unavailable) ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    if (answer.status === Status.unauthenticated && token && token === cookieToken(ctx)) {
      clearSessionCookie(ctx, deps.config);
    }
    reply(ctx, 200, answer);
  } finally {
    await Promise.all(Object.values(files).map((file) => fs.rm(file.filepath, { force: true })));
  }
}

async function authenticate(route: Route, ctx: RouteContext, callers?: CallerCache): Promise<Caller | null> {
  if (!ctx.token) {
    if (route.access === 'public') return null;
    throw new AuthenticationError('token_missing');
  }
  let caller: Caller;
  try {
    const session = await authenticateSession(ctx, ctx.token, callers);
    caller = session.caller!;
    ctx.session = session.user ?? null;
  } catch (err) {
    // A stale token on a public call is ignored rather than refused.
    if (route.access === 'public' && err instanceof AuthenticationError) return null;
    throw err;
  }
  if (route.access === 'public') return caller;
  if (caller.status === 2 && route.access !== 'pending') throw new NotAllowedError('account_pending');
  if (route.access === 'staff' || route.access === 'admin') {
    if (caller.role !== 'staff' && caller.role !== 'admin') throw new NotAllowedError('staff_only');
    if (route.access === 'admin' && caller.role !== 'admin') throw new NotAllowedError('admin_only');
    if (caller.totp_pending && !('beforeTotp' in route && route.beforeTotp)) {
      throw new NotAllowedError('totp_enrolment_required');
    }
  }
  if (route.authority && !caller.authorities.includes(route.authority)) {
    throw new NotAllowedError('no_permission', { authority: route.authority, upgrade: caller.vip < 2 });
  }
  return caller;
}

/** The caller of a token: kept by this edge for a few seconds, else asked of the user service. */
async function authenticateSession(ctx: RouteContext, token: string, callers?: CallerCache) {
  if (!callers?.enabled) return ctx.clients.user.AuthenticateSession({ token });
  const hash = CallerCache.hash(token);
  return callers.get(hash) ?? callers.load(hash, () => ctx.clients.user.AuthenticateSession({ token }));
}

async function enforceRateLimit(route: Route, ctx: RouteContext, body: Record<string, unknown>): Promise<void> {
  const limit = route.rateLimit!;
  const keys = [`ip:${ctx.ip}`];
  const account = limit.perAccountField ? body[limit.perAccountField] : undefined;
  // `" bob@x.org"` and `"BOB@x.org"` are one address: each spelling must not get a limit of its own.
  if (typeof account === 'string' && account.trim()) keys.push(`account:${account.trim().toLowerCase().slice(0, 100)}`);
  for (const key of keys) {
    const allowed = await allow(
      ctx.redis,
      ctx.logger,
      limit.scope,
      key,
      limit.limit(ctx.config),
      limit.windowSeconds,
      limit.failClosed,
    );
    if (!allowed) throw new RateLimitedError('rate_limited');
  }
}

function plainBody(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function collectFiles(ctx: Context, names: string[]): Record<string, UploadedFile> {
  const received = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
  const out: Record<string, UploadedFile> = {};
  for (const [name, value] of Object.entries(received)) {
    const list = Array.isArray(value) ? value : [value];
    if (names.includes(name) && list[0]) out[name] = list[0];
    // Files nobody asked for are removed at once.
    for (const file of names.includes(name) ? list.slice(1) : list) void fs.rm(file.filepath, { force: true });
  }
  return out;
}

/** An answer Koa would write as JSON: not a string, buffer, Node or web stream, blob or Response. */
function isJsonObject(body: unknown): body is object {
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return false;
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return false;
  return !(body instanceof Blob || body instanceof ReadableStream || body instanceof Response);
}
