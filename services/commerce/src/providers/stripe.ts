import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AuthenticationError, InputError, UnavailableError } from '@kindred/kit';
import { CARD_PAY_TYPE } from '@kindred/rules';
import type { VerifiedNotification } from '../store/commerceStore';
import type { ChargeRequest, ChargeStart, PaymentProvider } from './provider';

/**
 * Kindred's adapter for Stripe (docs/payments.md), over Stripe's HTTP API: form-encoded requests
 * with the secret key as a Bearer token, JSON answers, and webhook events signed with the
 * endpoint's secret in the `Stripe-Signature` header (`t=<unix s>,v1=<hex HMAC-SHA256("<t>.<body>")>`).
 *
 * - A card (pay_type 4) becomes a PaymentIntent confirmed at once: `succeeded` settles the order on
 *   the spot, `requires_action` (3-D Secure) sends the payer to Stripe's challenge page (`jump`),
 *   a declined card (HTTP 402 `card_error`) fails the order.
 * - Every other pay type opens a Stripe Checkout Session, Stripe's hosted payment page (`jump`).
 * - Outcomes that come later arrive as webhook events at /pay/callback/stripe:
 *   payment_intent.succeeded | payment_intent.payment_failed (carrying metadata.order_no) and
 *   checkout.session.completed | async_payment_succeeded | async_payment_failed | expired.
 */
export const STRIPE = 'stripe';
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
const TOLERANCE_SECONDS = 300;

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
  /** Where Stripe sends the payer back after its hosted page or a card challenge. */
  returnUrl: string;
  fetch?: typeof fetch;
}

const paymentIntentSchema = z.object({
  id: z.string().regex(/^pi_\w+$/),
  object: z.literal('payment_intent'),
  amount: z.number().int().nonnegative(),
  currency: z.string().regex(/^[a-z]{3}$/),
  status: z.string(),
  metadata: z.record(z.string(), z.string()).default({}),
  next_action: z.object({ type: z.string(), redirect_to_url: z.object({ url: z.string().url() }).nullish() }).nullish(),
});

const checkoutSessionSchema = z.object({
  id: z.string().regex(/^cs_\w+$/),
  object: z.literal('checkout.session'),
  amount_total: z.number().int().nonnegative().nullish(),
  currency: z
    .string()
    .regex(/^[a-z]{3}$/)
    .nullish(),
  client_reference_id: z.string().nullish(),
  payment_status: z.string().nullish(),
  url: z.string().url().nullish(),
});

const eventSchema = z.object({
  id: z.string().regex(/^evt_\w{1,255}$/),
  object: z.literal('event'),
  type: z.string().max(100),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const ORDER_NO = /^[\w-]{8,64}$/;

/** The `Stripe-Signature` value Stripe would send for this body at this time. */
export function signStripePayload(secret: string, payload: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** Stripe's scheme: any v1 signature of "<t>.<body>" may match (secrets roll over); t within 5 min. */
function checkSignature(secret: string, payload: string, header: string, now: Date): void {
  let timestamp = NaN;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (!Number.isFinite(timestamp) || signatures.length === 0) throw new AuthenticationError('bad_signature');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest();
  if (!signatures.some((given) => timingSafeEqual(given, expected))) throw new AuthenticationError('bad_signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS)
    throw new AuthenticationError('stale_notification');
}

/** Reads an authentic Stripe event: the Kindred order it settles, or null when it settles none. */
export function readStripeEvent(payload: string): VerifiedNotification | null {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    throw new InputError({ payload: 'invalid' });
  }
  const event = eventSchema.safeParse(body);
  if (!event.success) throw new InputError({ payload: 'invalid' });
  const { id, type, data } = event.data;
  const settled = (
    kind: VerifiedNotification['type'],
    orderNo: unknown,
    reference: string,
    amount: unknown,
    currency: unknown,
  ) => {
    if (typeof orderNo !== 'string' || !ORDER_NO.test(orderNo)) return null;
    if (typeof amount !== 'number' || typeof currency !== 'string') throw new InputError({ payload: 'invalid' });
    return { provider: STRIPE, eventId: id, type: kind, orderNo, reference, amount, currency: currency.toUpperCase() };
  };
  if (type === 'payment_intent.succeeded' || type === 'payment_intent.payment_failed') {
    const intent = paymentIntentSchema.safeParse(data.object);
    if (!intent.success) throw new InputError({ payload: 'invalid' });
    const kind = type === 'payment_intent.succeeded' ? 'payment.succeeded' : 'payment.failed';
    const { metadata, amount, currency } = intent.data;
    return settled(kind, metadata.order_no, intent.data.id, amount, currency);
  }
  if (type.startsWith('checkout.session.')) {
    const session = checkoutSessionSchema.safeParse(data.object);
    if (!session.success) throw new InputError({ payload: 'invalid' });
    const { client_reference_id: orderNo, amount_total: amount, currency, payment_status: status } = session.data;
    const paid =
      (type === 'checkout.session.completed' && status === 'paid') ||
      type === 'checkout.session.async_payment_succeeded';
    const failed = type === 'checkout.session.async_payment_failed' || type === 'checkout.session.expired';
    if (!paid && !failed) return null;
    return settled(paid ? 'payment.succeeded' : 'payment.failed', orderNo, session.data.id, amount, currency);
  }
  return null;
}

/** Flattens nested parameters the way Stripe's form encoding names them (`a[b][c]=v`). */
function formOf(params: Record<string, unknown>, prefix = '', form = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value !== null && typeof value === 'object') formOf(value as Record<string, unknown>, name, form);
    else form.append(name, String(value));
  }
  return form;
}

export class StripeProvider implements PaymentProvider {
  readonly name = STRIPE;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: StripeOptions) {
    this.fetch = options.fetch ?? fetch;
  }

  /** Stripe needs no device script on Kindred's page; its hosted pages carry their own. */
  sessionScriptUrl(): string {
    return '';
  }

  private returnUrl(orderNo: string, outcome: string): string {
    const url = new URL(this.options.returnUrl);
    url.searchParams.set('order', orderNo);
    url.searchParams.set('payment', outcome);
    return url.toString();
  }

  /** One API call; the order number makes a retried call the same PaymentIntent or Session. */
  private async post(path: string, params: Record<string, unknown>, idempotencyKey: string) {
    let response: Response;
    try {
      response = await this.fetch(new URL(path, this.options.apiUrl), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': idempotencyKey,
        },
        body: formOf(params).toString(),
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      throw new UnavailableError('payment_provider_unreachable');
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: response.status, body };
  }

  async charge(request: ChargeRequest): Promise<ChargeStart> {
    return request.payType === CARD_PAY_TYPE && request.card ? this.chargeCard(request) : this.openCheckout(request);
  }

  private async chargeCard(request: ChargeRequest): Promise<ChargeStart> {
    const card = request.card!;
    const { status, body } = await this.post(
      '/v1/payment_intents',
      {
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        confirm: true,
        description: request.description,
        payment_method_types: { 0: 'card' },
        payment_method_data: {
          type: 'card',
          card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvv },
          billing_details: {
            name: `${request.payer.name} ${request.payer.lastName}`.trim(),
            email: request.payer.email,
          },
        },
        metadata: { order_no: request.orderNo },
        return_url: this.returnUrl(request.orderNo, 'card'),
      },
      `kindred-order-${request.orderNo}`,
    );
    const error = body?.error as { type?: string; payment_intent?: { id?: string } } | undefined;
    if (status === 402 && error?.type === 'card_error') {
      return { outcome: 'declined', reference: error.payment_intent?.id ?? '' };
    }
    const intent = paymentIntentSchema.safeParse(body);
    if (status !== 200 || !intent.success) throw new UnavailableError('payment_provider_error');
    const { id, amount, currency } = intent.data;
    if (intent.data.status === 'succeeded') {
      const settlement: VerifiedNotification = {
        provider: STRIPE,
        // The API answer itself is the authenticated result; the later webhook finds the order paid.
        eventId: `${id}:succeeded`,
        type: 'payment.succeeded',
        orderNo: request.orderNo,
        reference: id,
        amount,
        currency: currency.toUpperCase(),
      };
      return { outcome: 'ok', reference: id, settlement };
    }
    const challenge = intent.data.next_action?.redirect_to_url?.url;
    if (intent.data.status === 'requires_action' && challenge)
      return { outcome: 'jump', reference: id, url: challenge };
    if (intent.data.status === 'processing')
      return { outcome: 'jump', reference: id, url: this.returnUrl(request.orderNo, 'processing') };
    return { outcome: 'declined', reference: id };
  }

  private async openCheckout(request: ChargeRequest): Promise<ChargeStart> {
    const { status, body } = await this.post(
      '/v1/checkout/sessions',
      {
        mode: 'payment',
        client_reference_id: request.orderNo,
        customer_email: request.payer.email || undefined,
        line_items: {
          0: {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amount,
              product_data: { name: request.description },
            },
          },
        },
        metadata: { order_no: request.orderNo },
        success_url: this.returnUrl(request.orderNo, 'paid'),
        cancel_url: this.returnUrl(request.orderNo, 'cancelled'),
      },
      `kindred-order-${request.orderNo}`,
    );
    const session = checkoutSessionSchema.safeParse(body);
    if (status !== 200 || !session.success || !session.data.url) throw new UnavailableError('payment_provider_error');
    return { outcome: 'jump', reference: session.data.id, url: session.data.url };
  }

  verify(payload: string, signature: string, now: Date): VerifiedNotification | null {
    checkSignature(this.options.webhookSecret, payload, signature, now);
    return readStripeEvent(payload);
  }
}
