/**
 * The payment calls (docs/product.md section 7, docs/architecture.md section 6): a payment session from
 * /member/pay/generateuuid (guid + the provider's script), the order itself as JSON to member/Pay/pay,
 * and /member/pay/order to follow a hosted (jump) or embedded (iframe) payment to its end.
 *
 * Card number and CVV only ever live in the component state and the one request body: they are never
 * logged, never put in local or session storage.
 */
import { paymentFormFields, type OrderType } from '@kindred/rules';
import { isOk, post, postJson, type Envelope } from '../../app/api';
import type { PayType, PaymentValues } from '../../app/ui';

export const PAY_LOCK_MS = 10_000;
export const OVERLAY_CLOSE_MS = 5_000;
export const ORDER_POLL_MS = 2_000;

export interface PaymentSession {
  guid: string;
  url: string;
}

export type PayAnswerType = 'ok' | 'jump' | 'iframe';

export interface PayAnswer {
  type: PayAnswerType;
  content: string;
  order_id: string;
  state: string;
}

export type OrderState = 'created' | 'pending' | 'paid' | 'failed' | 'expired';

export interface OrderStatus {
  order_id: string;
  state: OrderState;
  order_type: number;
  amount: string;
  tier: number;
  months: number;
}

/** /member/pay/generateuuid: null when the call failed. */
export async function createPaymentSession(): Promise<PaymentSession | null> {
  const answer = await post<PaymentSession>('/member/pay/generateuuid');
  if (!isOk(answer) || !answer.data?.guid) return null;
  return { guid: answer.data.guid, url: answer.data.url ?? '' };
}

/**
 * Loads the provider's script into the page once (a real processor fingerprints the device with it
 * for its risk checks). Only same-site or https addresses are accepted.
 */
export function loadProviderScript(url: string): void {
  if (!url || typeof document === 'undefined') return;
  let resolved: URL;
  try {
    resolved = new URL(url, window.location.href);
  } catch {
    return;
  }
  if (resolved.origin !== window.location.origin && resolved.protocol !== 'https:') return;
  const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-payment-provider]'));
  if (scripts.some((script) => script.src === resolved.href)) return;
  const script = document.createElement('script');
  script.src = resolved.href;
  script.async = true;
  script.dataset.paymentProvider = 'true';
  document.head.appendChild(script);
}

/** "MM/YY" as the month, the four-digit year and the date the pay call carries. */
export function splitExpiry(expiration: string): { exp_month: string; exp_year: string; exp_date: string } {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiration.trim());
  if (!match) return { exp_month: '', exp_year: '', exp_date: expiration.trim() };
  return { exp_month: match[1]!, exp_year: `20${match[2]}`, exp_date: `${match[1]}/${match[2]}` };
}

export interface PayOrder {
  userId: number;
  payType: PayType;
  /** "800.00": the amount the member agreed to pay. */
  amount: string;
  orderType: OrderType;
  /** Package id (0: a recharge of a free amount). */
  packageId: number;
  guid: string;
  values: PaymentValues;
}

/** The JSON body of member/Pay/pay (docs/product.md section 7) for the fields the pay type asks. */
export function payBody(order: PayOrder): Record<string, string | number> {
  const v = (field: keyof PaymentValues) => (order.values[field] ?? '').trim();
  const body: Record<string, string | number> = {
    user_id: order.userId,
    gainer_id: order.userId,
    pay_type: order.payType,
    income: order.amount,
    order_type: order.orderType,
    packege_id: order.packageId,
    guid: order.guid,
  };
  const fields = paymentFormFields(order.payType);
  if (fields.includes('name')) {
    body.card_fullName = v('name');
    body.card_email = v('email');
    body.card_fullPhone = v('phone');
  }
  if (fields.includes('cardnumber')) {
    Object.assign(body, {
      card_lastName: v('lastname'),
      card_number: v('cardnumber').replace(/[\s-]/g, ''),
      ...splitExpiry(v('expiration')),
      cvv: v('cvv'),
      card_country: v('country'),
      card_state: v('state'),
      card_city: v('city'),
      card_address: v('address'),
      card_ZipCode: v('ZipCode'),
    });
  }
  return body;
}

export type PayOutcome =
  | { kind: 'ok'; orderId: string }
  | { kind: 'jump' | 'iframe'; orderId: string; url: string }
  | {
      kind: 'failed';
      reason: 'declined' | 'insufficient' | 'choosemeal' | 'incomeErr' | 'expired' | 'failed';
      msg: string;
    };

/** What an answer of member/Pay/pay means for the screen. */
export function outcomeOf(answer: Envelope<PayAnswer | { errors?: Record<string, string> } | null>): PayOutcome {
  if (isOk(answer) && answer.data && 'type' in answer.data) {
    const data = answer.data;
    if (data.type === 'ok') return { kind: 'ok', orderId: data.order_id ?? '' };
    if ((data.type === 'jump' || data.type === 'iframe') && data.content)
      return { kind: data.type, orderId: data.order_id ?? '', url: data.content };
    return { kind: 'failed', reason: 'failed', msg: answer.msg };
  }
  const errors = (answer.data && 'errors' in answer.data ? answer.data.errors : undefined) ?? {};
  if (errors.packege_id === 'choosemeal') return { kind: 'failed', reason: 'choosemeal', msg: answer.msg };
  if (errors.income) return { kind: 'failed', reason: 'incomeErr', msg: answer.msg };
  if (answer.status === -1 || answer.msg === 'error.insufficient_balance')
    return { kind: 'failed', reason: 'insufficient', msg: answer.msg };
  if (answer.status === -2 || answer.msg === 'error.payment_declined')
    return { kind: 'failed', reason: 'declined', msg: answer.msg };
  if (answer.msg === 'error.order_expired') return { kind: 'failed', reason: 'expired', msg: answer.msg };
  return { kind: 'failed', reason: 'failed', msg: answer.msg };
}

/** member/Pay/pay, sent as JSON. */
export async function pay(order: PayOrder): Promise<PayOutcome> {
  const answer = await postJson<PayAnswer | { errors?: Record<string, string> } | null>(
    '/member/Pay/pay',
    payBody(order),
  );
  return outcomeOf(answer);
}

/** /member/pay/order: the order's state, or null when it could not be read this time. */
export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<OrderStatus | null> {
  const answer = await post<OrderStatus>('/member/pay/order', { order_id: orderId }, { signal });
  if (!isOk(answer) || !answer.data?.state) return null;
  return answer.data;
}

export const isFinal = (state: OrderState): boolean => state === 'paid' || state === 'failed' || state === 'expired';

/** The browser's own navigation (a separate object so that tests can watch it). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * A hosted (jump) payment leaves the app; its order number waits in session storage so that the
 * app can follow the order when the member comes back. Only the order number and type are kept.
 */
const PENDING_KEY = 'kindred.pendingOrder';

export function rememberPendingOrder(orderId: string, orderType: OrderType): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify({ orderId, orderType }));
  } catch {
    // Storage may be unavailable (private mode): the order is then only followed on this screen.
  }
}

export function pendingOrder(): { orderId: string; orderType: OrderType } | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { orderId?: unknown; orderType?: unknown };
    if (typeof parsed.orderId !== 'string' || (parsed.orderType !== 1 && parsed.orderType !== 2)) return null;
    return { orderId: parsed.orderId, orderType: parsed.orderType };
  } catch {
    return null;
  }
}

export function forgetPendingOrder(): void {
  try {
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // nothing to forget
  }
}
