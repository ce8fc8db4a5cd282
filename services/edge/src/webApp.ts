import fs from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The web app's Content-Security-Policy (the same as deploy/docker/web.nginx.conf): scripts only
 * from this origin; images from it, data: and blob: (a picture previewed before upload); connections
 * to it, which covers the socket on the same host; styles inline too, because styled-components
 * writes its rules into <style> elements at run time.
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "media-src 'self' data:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Paths that belong to the API or operations, never to the web app. */
const NOT_WEB = /^\/(member|media|pay|socket|healthz|readyz|metrics|openapi\.json)(\/|$)/i;

/** The copies the web build writes next to each text asset (web/scripts/precompress.mjs), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

async function fileStat(file: string) {
  const stat = await fs.promises.stat(file).catch(() => null);
  return stat?.isFile() ? stat : null;
}

/**
 * The weight (q) the client gives each content coding. Parsed here rather than with koa's
 * acceptsEncodings, which breaks ties by the client's order: Chrome sends `gzip, deflate, br, zstd`
 * and would never get brotli.
 */
function acceptedEncodings(header: string | undefined): (name: string) => number {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Math.min(1, Number(q) || 0));
  }
  return (name) => weights.get(name) ?? weights.get('*') ?? (name === 'identity' ? 1 : 0);
}

/**
 * The copy of `file` to send: the precompressed one the client weighs highest (brotli on a tie),
 * else the file itself. `varies` is true when a compressed copy exists, whatever was chosen, so that
 * a shared cache keeps one answer per Accept-Encoding.
 */
async function chooseVariant(ctx: Context, file: string, stat: fs.Stats) {
  const weight = acceptedEncodings(ctx.get('Accept-Encoding') || undefined);
  let best: { path: string; stat: fs.Stats; encoding: string | undefined; q: number } = {
    path: file,
    stat,
    encoding: undefined,
    q: 0,
  };
  let varies = false;
  for (const encoding of ENCODINGS) {
    const copy = await fileStat(file + encoding.suffix);
    if (!copy) continue;
    varies = true;
    const q = weight(encoding.name);
    if (q > best.q) best = { path: file + encoding.suffix, stat: copy, encoding: encoding.name, q };
  }
  // A client that weighs the plain file above every copy gets it.
  if (best.encoding && weight('identity') > best.q) best = { path: file, stat, encoding: undefined, q: 1 };
  return { ...best, varies };
}

/** The layouts whose addresses (/m/..., /w/..., /admin/...) load a page of their own, <name>.html. */
const LAYOUT_PAGES = ['m', 'w', 'admin'];

/** How long a browser or CDN may keep a file without asking again. */
function cacheControl(isIndex: boolean, urlPath: string): string {
  // The service worker and the manifest must be asked for again, or a new version would never reach members.
  if (isIndex || urlPath === '/sw.js' || urlPath === '/manifest.webmanifest') return 'no-cache';
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400';
}

/**
 * On a single machine the edge serves the built web app (the Ingress does it in Kubernetes) the way
 * a CDN would: the brotli or gzip copy the build wrote when the browser accepts it (with `Vary`),
 * hashed assets cached for a year, index.html for client-side routes and always revalidated (ETag,
 * 304), and the icons of web/public at the root.
 */
export function serveWebApp(root: string) {
  const base = path.resolve(root);
  const index = path.join(base, 'index.html');
  const pages = new Set([index, ...LAYOUT_PAGES.map((layout) => path.join(base, `${layout}.html`))]);
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || NOT_WEB.test(ctx.path)) return next();
    let file = path.resolve(base, `.${decodeURIComponent(ctx.path)}`);
    if (!file.startsWith(base + path.sep)) file = index;
    let stat = await fileStat(file);
    if (!stat) {
      // A missing asset is a 404; any other path is a client-side route: its layout's page, which
      // preloads the layout's chunks (web/scripts/layoutPages.mjs), or the single page.
      if (path.extname(ctx.path)) return next();
      const layout = LAYOUT_PAGES.find((name) => ctx.path.startsWith(`/${name}/`));
      if (layout) {
        file = path.join(base, `${layout}.html`);
        stat = await fileStat(file);
      }
      if (!stat) {
        file = index;
        stat = await fileStat(file);
      }
      if (!stat) return next();
    }
    const isIndex = pages.has(file);
    const variant = await chooseVariant(ctx, file, stat);
    ctx.type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    ctx.set('Content-Security-Policy', WEB_APP_CSP);
    ctx.set('Cache-Control', cacheControl(isIndex, ctx.path));
    if (variant.varies) ctx.vary('Accept-Encoding');
    if (variant.encoding) ctx.set('Content-Encoding', variant.encoding);
    // One tag per copy: a strong ETag must differ between the gzip and the brotli answer.
    const mtime = Math.floor(variant.stat.mtimeMs).toString(16);
    ctx.etag = `"${variant.stat.size.toString(16)}-${mtime}${variant.encoding ? `-${variant.encoding}` : ''}"`;
    ctx.lastModified = variant.stat.mtime;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.remove('Content-Encoding');
      return;
    }
    ctx.body = fs.createReadStream(variant.path);
    ctx.length = variant.stat.size;
  };
}
