import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AuthenticationError, ConflictError, InputError, NotFoundError } from '@kindred/kit';
import { formatCents, parseAmount } from '../domain/money';
import { CARD_PAY_TYPE } from '@kindred/rules';
import type { VerifiedNotification } from '../store/commerceStore';
import type { SandboxCheckoutRecord, SandboxCheckoutStore } from '../store/sandboxCheckoutStore';
import type { ChargeRequest, ChargeStart, PaymentProvider, SignedNotification } from './provider';

/**
 * The sandbox: a fake card processor that speaks like a real one, for development and tests.
 *
 * Outcomes, chosen from the input so that every path can be exercised on purpose:
 * - pay_type 4 (card): `ok` (charged at once) for any valid card, except the test cards
 *   4000 0000 0000 3220 -> `iframe` (a 3-D Secure style challenge page) and
 *   4000 0000 0000 0002 -> declined;
 * - pay_type 1 (paypal) and 5 (other): `jump` to the hosted page;
 * - pay_type 2 and 3 (cropay): `iframe` with the hosted page.
 * On the hosted page (served by the edge at /pay/sandbox/<reference>) the payer pays or declines;
 * the processor then POSTs a signed notification to the merchant's callback (/pay/callback/sandbox).
 *
 * Wire protocol of a notification: body
 *   {"id":"evt_…","type":"payment.succeeded"|"payment.failed","created":<unix s>,
 *    "data":{"order":"<merchant order>","reference":"sbx_…","amount":"800.00","currency":"USD"}}
 * and header `Sandbox-Signature: t=<unix s>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
 * A notification older or newer than the tolerance is refused, as are bad signatures.
 */
export const SANDBOX = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
export const TEST_CARD_CHALLENGE = '4000000000003220';
export const TEST_CARD_DECLINED = '4000000000000002';
const TOLERANCE_SECONDS = 300;

export function signSandboxPayload(secret: string, payload: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

const notificationSchema = z.object({
  id: z.string().regex(/^evt_[0-9a-f]{32}$/),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  created: z.number().int().positive(),
  data: z.object({
    order: z.string().regex(/^[\w-]{8,64}$/),
    reference: z.string().regex(/^sbx_[0-9a-f]{24}$/),
    amount: z.string().max(20),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
});

/** Checks a sandbox callback: signature (constant time), freshness, then shape. */
export function verifySandboxNotification(
  secret: string,
  payload: string,
  signature: string,
  now: Date,
): VerifiedNotification {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(signature.trim());
  if (!match) throw new AuthenticationError('bad_signature');
  const timestamp = Number(match[1]);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest();
  const given = Buffer.from(match[2]!, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AuthenticationError('bad_signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS)
    throw new AuthenticationError('stale_notification');
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    throw new InputError({ payload: 'invalid' });
  }
  const parsed = notificationSchema.safeParse(body);
  const amount = parsed.success ? parseAmount(parsed.data.data.amount) : null;
  if (!parsed.success || amount === null) throw new InputError({ payload: 'invalid' });
  return {
    provider: SANDBOX,
    eventId: parsed.data.id,
    type: parsed.data.type,
    orderNo: parsed.data.data.order,
    reference: parsed.data.data.reference,
    amount,
    currency: parsed.data.data.currency,
  };
}

/** The processor's side of the sandbox: its checkouts, its hosted-page decisions, its signatures. */
export class SandboxProcessor {
  constructor(
    private readonly checkouts: SandboxCheckoutStore,
    private readonly secret: string,
    private readonly checkoutTtlMs: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private notification(type: VerifiedNotification['type'], checkout: SandboxCheckoutRecord): SignedNotification {
    const created = Math.floor(this.clock().getTime() / 1000);
    const payload = JSON.stringify({
      id: `evt_${randomBytes(16).toString('hex')}`,
      type,
      created,
      data: {
        order: checkout.merchantOrder,
        reference: checkout.reference,
        amount: formatCents(checkout.amount),
        currency: checkout.currency,
      },
    });
    return { provider: SANDBOX, payload, signature: signSandboxPayload(this.secret, payload, created) };
  }

  private newCheckout(
    request: ChargeRequest,
    state: SandboxCheckoutRecord['state'],
    cardLast4 = '',
  ): SandboxCheckoutRecord {
    return {
      reference: `sbx_${randomBytes(12).toString('hex')}`,
      merchantOrder: request.orderNo,
      amount: request.amount,
      currency: request.currency,
      description: request.description,
      state,
      cardLast4,
      expiresAt: new Date(this.clock().getTime() + this.checkoutTtlMs),
    };
  }

  /** A direct card charge: settled (with a signed result) or declined on the spot. */
  async chargeCard(
    request: ChargeRequest,
  ): Promise<
    { outcome: 'ok'; reference: string; notification: SignedNotification } | { outcome: 'declined'; reference: string }
  > {
    const card = request.card!;
    const declined = card.number === TEST_CARD_DECLINED;
    const checkout = this.newCheckout(request, declined ? 'declined' : 'paid', card.last4);
    await this.checkouts.open(checkout);
    if (declined) return { outcome: 'declined', reference: checkout.reference };
    return {
      outcome: 'ok',
      reference: checkout.reference,
      notification: this.notification('payment.succeeded', checkout),
    };
  }

  /** A checkout the payer completes on the hosted page. */
  async openCheckout(request: ChargeRequest, cardLast4 = ''): Promise<SandboxCheckoutRecord> {
    const checkout = this.newCheckout(request, 'open', cardLast4);
    await this.checkouts.open(checkout);
    return checkout;
  }

  async checkout(reference: string): Promise<SandboxCheckoutRecord> {
    const checkout = /^sbx_[0-9a-f]{24}$/.test(reference) ? await this.checkouts.get(reference) : null;
    if (!checkout) throw new NotFoundError('checkout_not_found');
    return checkout;
  }

  /** The payer's decision on the hosted page: the notification the processor sends to the merchant. */
  async decide(reference: string, decision: 'pay' | 'decline'): Promise<SignedNotification> {
    await this.checkout(reference);
    const decided = await this.checkouts.decide(reference, decision === 'pay' ? 'paid' : 'declined', this.clock());
    if (!decided) throw new ConflictError('checkout_closed');
    return this.notification(decision === 'pay' ? 'payment.succeeded' : 'payment.failed', decided);
  }
}

/** Kindred's adapter for the sandbox processor. */
export class SandboxProvider implements PaymentProvider {
  readonly name = SANDBOX;

  constructor(
    private readonly processor: SandboxProcessor,
    private readonly secret: string,
  ) {}

  /** Site-relative: the sandbox's pages and script are served by the edge. */
  sessionScriptUrl(guid: string): string {
    return `/pay/sandbox/checkout.js?session=${guid}`;
  }

  async charge(request: ChargeRequest): Promise<ChargeStart> {
    const challenge = request.payType === CARD_PAY_TYPE && request.card?.number === TEST_CARD_CHALLENGE;
    if (request.payType === CARD_PAY_TYPE && !challenge) {
      const start = await this.processor.chargeCard(request);
      if (start.outcome !== 'ok') return start;
      const { payload, signature } = start.notification;
      return { outcome: 'ok', reference: start.reference, settlement: this.verify(payload, signature, new Date()) };
    }
    const checkout = await this.processor.openCheckout(request, request.card?.last4 ?? '');
    const embedded = challenge || request.payType === 2 || request.payType === 3;
    const url = `/pay/sandbox/${checkout.reference}${embedded ? '?embed=1' : ''}`;
    return { outcome: embedded ? 'iframe' : 'jump', reference: checkout.reference, url };
  }

  verify(payload: string, signature: string, now: Date): VerifiedNotification {
    return verifySandboxNotification(this.secret, payload, signature, now);
  }
}
