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

/**
 * On a single machine the edge serves the built web app (the Ingress does it in Kubernetes):
 * files from WEB_DIST, hashed assets cached for a year, and index.html for client-side routes.
 */
export function serveWebApp(root: string) {
  const base = path.resolve(root);
  const index = path.join(base, 'index.html');
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || NOT_WEB.test(ctx.path)) return next();
    let file = path.resolve(base, `.${decodeURIComponent(ctx.path)}`);
    if (!file.startsWith(base + path.sep)) file = index;
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) {
      // A missing asset is a 404; any other path is a client-side route.
      if (path.extname(ctx.path)) return next();
      file = index;
    }
    const isIndex = file === index;
    ctx.type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    ctx.set('Content-Security-Policy', WEB_APP_CSP);
    ctx.set(
      'Cache-Control',
      isIndex
        ? 'no-cache'
        : ctx.path.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
    );
    ctx.body = fs.createReadStream(file);
  };
}
