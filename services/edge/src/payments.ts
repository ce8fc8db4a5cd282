import http from 'node:http';
import https from 'node:https';
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import Router from '@koa/router';
import { AuthenticationError, DomainError, InputError, NotFoundError } from '@kindred/kit';
import type { Clients } from './clients';

/**
 * The sandbox payment processor's web side, served by the edge: its script, its hosted checkout
 * page (the `jump` and `iframe` outcomes), and Kindred's callback that every processor POSTs its
 * signed notifications to. The callback trusts nothing but the signature, which commerce checks.
 */
const SIGNATURE_HEADER = 'sandbox-signature';
const CALLBACK_PATH = '/pay/callback/sandbox';
/** Each processor's callback path and the header its signature arrives in (docs/payments.md). */
const SIGNATURE_HEADERS: Record<string, string> = { sandbox: SIGNATURE_HEADER, stripe: 'stripe-signature' };
const CALLBACK_LIMIT = 16 * 1024;
const REFERENCE = /^sbx_[0-9a-f]{24}$/;

export function createPaymentsRouter(clients: Clients): Router {
  const commerce = clients.commerce!;
  const router = new Router();

  router.get('/pay/sandbox/checkout.js', (ctx) => {
    const session =
      typeof ctx.query.session === 'string' && /^[0-9a-f-]{36}$/i.test(ctx.query.session) ? ctx.query.session : '';
    ctx.type = 'application/javascript';
    ctx.set('Cache-Control', 'no-store');
    // A real processor's script fingerprints the device for its risk checks; the sandbox only
    // announces itself so that the page can tell it loaded.
    ctx.body = `window.KindredSandboxPayments=${JSON.stringify({ provider: 'sandbox', session, loadedAt: '' })};window.KindredSandboxPayments.loadedAt=new Date().toISOString();\n`;
  });

  router.get('/pay/sandbox/:reference', async (ctx) => {
    const reference = ctx.params.reference ?? '';
    const embed = ctx.query.embed === '1';
    try {
      if (!REFERENCE.test(reference)) throw new NotFoundError('checkout_not_found');
      const checkout = await commerce.GetSandboxCheckout({ order_id: reference });
      page(ctx, 200, checkoutPage(reference, checkout, embed));
    } catch (err) {
      const status = err instanceof NotFoundError ? 404 : 503;
      page(
        ctx,
        status,
        messagePage(
          status === 404 ? 'Checkout not found' : 'Payments are unavailable, please try again later',
          embed,
          '',
        ),
      );
    }
  });

  router.post('/pay/sandbox/:reference', async (ctx) => {
    const reference = ctx.params.reference ?? '';
    const form = new URLSearchParams(await readBody(ctx, 1024));
    const decision = form.get('decision');
    const embed = form.get('embed') === '1';
    if (!REFERENCE.test(reference) || (decision !== 'pay' && decision !== 'decline')) {
      page(ctx, 400, messagePage('Invalid request', embed, ''));
      return;
    }
    let state: string;
    try {
      const notification = await commerce.DecideSandboxCheckout({ order_id: reference, decision });
      // The processor tells the merchant, server to server, before it shows the payer the result.
      state = await deliver(ctx, notification.payload, notification.signature);
    } catch (err) {
      const known = err instanceof DomainError;
      page(
        ctx,
        known ? 409 : 503,
        messagePage(known ? 'This checkout is already closed' : 'The payment could not be confirmed', embed, ''),
      );
      return;
    }
    page(ctx, 200, messagePage(state === 'paid' ? 'Payment complete' : 'Payment declined', embed, state));
  });

  router.post('/pay/callback/:provider', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const provider = ctx.params.provider ?? '';
    const header = Object.hasOwn(SIGNATURE_HEADERS, provider) ? SIGNATURE_HEADERS[provider]! : '';
    if (!header) {
      ctx.status = 404;
      ctx.body = { received: false, error: 'unknown_provider' };
      return;
    }
    let payload: string;
    try {
      payload = await readBody(ctx, CALLBACK_LIMIT);
    } catch {
      ctx.status = 413;
      ctx.body = { received: false, error: 'too_large' };
      return;
    }
    const signature = ctx.get(header);
    try {
      const outcome = await commerce.CompletePayment({ provider, payload, signature });
      ctx.status = 200;
      ctx.body = { received: true, order: outcome.order_id, state: outcome.state, changed: outcome.changed };
    } catch (err) {
      // 4xx tells the processor not to retry a message that will never be accepted.
      if (err instanceof AuthenticationError || err instanceof InputError) ctx.status = 400;
      else if (err instanceof NotFoundError) ctx.status = 404;
      else if (err instanceof DomainError) ctx.status = 409;
      else {
        ctx.state.logger?.error({ err }, 'payment callback failed');
        ctx.status = 503;
      }
      ctx.body = { received: false, error: err instanceof DomainError ? err.reason : 'unavailable' };
    }
  });

  return router;
}

/** POSTs a notification to this edge's own callback, as the processor would from outside. */
function deliver(ctx: Context, payload: string, signature: string): Promise<string> {
  const socket = ctx.req.socket;
  const host = socket.localAddress?.includes(':') ? `[${socket.localAddress}]` : socket.localAddress;
  // An edge serving TLS (EDGE_TLS_CERT_FILE) takes HTTPS only. The callback goes to the very socket this
  // request came in on, so the certificate (issued for the site's name, not this address) is not checked.
  const secure = (socket as { encrypted?: boolean }).encrypted === true;
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      {
        ...(secure ? { rejectUnauthorized: false } : {}),
        host: socket.localAddress ?? '127.0.0.1',
        port: socket.localPort,
        path: CALLBACK_PATH,
        method: 'POST',
        headers: {
          host: `${host}:${socket.localPort}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          [SIGNATURE_HEADER]: signature,
        },
        timeout: 10_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            const body = JSON.parse(text) as { received?: boolean; state?: string };
            if (response.statusCode === 200 && body.received) resolve(body.state ?? '');
            else reject(new Error(`callback answered ${response.statusCode}`));
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('callback timed out')));
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * The raw body (the callback's signature covers the exact bytes). Past `limit` the rest is read
 * and dropped, so that the sender still gets an answer, and the call fails.
 */
function readBody(ctx: Context, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    ctx.req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    ctx.req.on('end', () =>
      size > limit ? reject(new Error('body too large')) : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    ctx.req.on('error', reject);
  });
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(ctx: Context, status: number, html: { body: string; nonce: string }) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'nonce-${html.nonce}'; script-src 'nonce-${html.nonce}'; form-action 'self'; frame-ancestors 'self'`,
  );
  ctx.body = html.body;
}

function shell(title: string, content: string, nonce: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style nonce="${nonce}">
body{font-family:system-ui,sans-serif;margin:0;background:#f6f7fb;color:#1d1d28}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:32px;font-weight:700;margin:16px 0}.note{color:#667;font-size:13px}
form{display:inline}button{font-size:16px;padding:10px 18px;border-radius:8px;border:0;margin-right:8px;cursor:pointer}
.pay{background:#2f6fed;color:#fff}.decline{background:#e7e8ee;color:#1d1d28}a{color:#2f6fed}
</style></head><body><main>${content}</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
}

function checkoutPage(
  reference: string,
  checkout: { amount: string; currency: string; description: string; state: string },
  embed: boolean,
) {
  const nonce = randomBytes(12).toString('base64');
  const open = checkout.state === 'open';
  const action = `/pay/sandbox/${reference}`;
  const buttons = open
    ? `<form method="post" action="${action}"><input type="hidden" name="embed" value="${embed ? 1 : 0}"><button class="pay" name="decision" value="pay">Pay now</button><button class="decline" name="decision" value="decline">Decline</button></form>`
    : `<p>This checkout is ${escape(checkout.state)}.</p>`;
  const body = shell(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1><p class="note">Test payments only: no money moves.</p>
<p>${escape(checkout.description)}</p><div class="amount">$${escape(checkout.amount)} <small>${escape(checkout.currency)}</small></div>${buttons}`,
    nonce,
  );
  return { body, nonce };
}

function messagePage(message: string, embed: boolean, state: string) {
  const nonce = randomBytes(12).toString('base64');
  // An embedded checkout tells the page around it how the payment ended.
  const script =
    embed && state
      ? `window.parent.postMessage(${JSON.stringify({ type: 'kindred-payment', state })}, window.location.origin);`
      : '';
  const body = shell(
    message,
    `<h1>${escape(message)}</h1>${embed ? '' : '<p><a href="/">Back to Kindred</a></p>'}`,
    nonce,
    script,
  );
  return { body, nonce };
}
