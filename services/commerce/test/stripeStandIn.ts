import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { signStripePayload } from '../src/providers/stripe';

/**
 * A local stand-in for Stripe that speaks its wire protocol: form-encoded POSTs to
 * /v1/payment_intents and /v1/checkout/sessions with `Authorization: Bearer <secret key>` and an
 * `Idempotency-Key`, JSON answers (HTTP 402 `card_error` for a declined card), and webhook events
 * signed with the endpoint secret in `Stripe-Signature`, POSTed to the merchant's endpoint.
 * Stripe's test cards behave as on Stripe: 4000 0000 0000 0002 is declined, 4000 0000 0000 3220
 * needs 3-D Secure, any other card succeeds.
 */
export interface StripeStandIn {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where events are POSTed (the edge's /pay/callback/stripe). */
  webhookUrl: string;
  /** Every API request as received: path, headers, the decoded form. */
  requests: Array<{ path: string; headers: http.IncomingHttpHeaders; form: URLSearchParams }>;
  /** The payer finishes a 3-D Secure challenge or a hosted Checkout page; Stripe then sends the event. */
  finish(reference: string, paid: boolean): Promise<{ status: number; body: string }>;
  /** Sends any event body, signed (or signed with another secret), as Stripe would. */
  send(event: object, secret?: string): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
}

type StripeObject = Record<string, unknown>;

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  let url = '';

  const intent = (form: URLSearchParams): { status: number; object: StripeObject } => {
    const number = form.get('payment_method_data[card][number]') ?? '';
    const base: StripeObject = {
      id: id('pi'),
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency'),
      description: form.get('description'),
      metadata: { order_no: form.get('metadata[order_no]') },
      next_action: null,
    };
    if (number === '4000000000000002') {
      objects.set(base.id as string, { ...base, status: 'requires_payment_method' });
      return {
        status: 402,
        object: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: { ...base, status: 'requires_payment_method' },
          },
        },
      };
    }
    const challenge = number === '4000000000003220';
    const object = {
      ...base,
      status: challenge ? 'requires_action' : 'succeeded',
      next_action: challenge
        ? {
            type: 'redirect_to_url',
            redirect_to_url: { url: `${url}/3ds/${base.id}`, return_url: form.get('return_url') },
          }
        : null,
    };
    objects.set(base.id as string, object);
    return { status: 200, object };
  };

  const session = (form: URLSearchParams): StripeObject => {
    const object = {
      id: id('cs_test'),
      object: 'checkout.session',
      mode: form.get('mode'),
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
      currency: form.get('line_items[0][price_data][currency]'),
      client_reference_id: form.get('client_reference_id'),
      metadata: { order_no: form.get('metadata[order_no]') },
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.get('success_url'),
      url: '',
    };
    object.url = `${url}/c/pay/${object.id}`;
    objects.set(object.id, object);
    return object;
  };

  const requests: StripeStandIn['requests'] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const answer = (status: number, body: object | string) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      const form = new URLSearchParams(text);
      requests.push({ path: req.url ?? '', headers: req.headers, form });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        answer(400, { error: { type: 'invalid_request_error', message: 'Invalid request' } });
        return;
      }
      const key = `${req.url} ${req.headers['idempotency-key'] ?? id('auto')}`;
      const earlier = idempotent.get(key);
      if (earlier) return answer(earlier.status, earlier.body);
      let result: { status: number; object: StripeObject };
      if (req.method === 'POST' && req.url === '/v1/payment_intents') result = intent(form);
      else if (req.method === 'POST' && req.url === '/v1/checkout/sessions')
        result = { status: 200, object: session(form) };
      else
        result = {
          status: 404,
          object: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
        };
      const body = JSON.stringify(result.object);
      idempotent.set(key, { status: result.status, body });
      answer(result.status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: StripeStandIn = {
    url,
    secretKey,
    webhookSecret,
    webhookUrl: '',
    requests,
    async send(event, secret = webhookSecret) {
      const payload = JSON.stringify(event);
      const response = await fetch(standIn.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signStripePayload(secret, payload, Math.floor(Date.now() / 1000)),
        },
        body: payload,
      });
      return { status: response.status, body: await response.text() };
    },
    async finish(reference, paid) {
      const object = objects.get(reference);
      if (!object) throw new Error(`no such Stripe object ${reference}`);
      let type: string;
      if (object.object === 'payment_intent') {
        object.status = paid ? 'succeeded' : 'requires_payment_method';
        object.next_action = null;
        type = paid ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
      } else {
        object.status = paid ? 'complete' : 'expired';
        object.payment_status = paid ? 'paid' : 'unpaid';
        type = paid ? 'checkout.session.completed' : 'checkout.session.expired';
      }
      return standIn.send({
        id: id('evt'),
        object: 'event',
        api_version: '2025-03-31.basil',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        type,
        data: { object },
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
