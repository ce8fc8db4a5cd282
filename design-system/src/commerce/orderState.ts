/**
 * The states of a recharge or upgrade order (commerce service, `orders.state`): created when the member
 * picks a package, pending while the payment provider answers, then paid, failed or expired; a paid
 * order a staff member refunds becomes refunded.
 */
import type { StatusTone } from '../components/StatusTag/StatusTag.styles';

export const orderStates = ['created', 'pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type OrderState = (typeof orderStates)[number];

/** The colour of each state's tag: money taken is success, money not taken a warning or danger. */
export const orderStateTone: Record<OrderState, StatusTone> = {
  created: 'neutral',
  pending: 'info',
  paid: 'success',
  failed: 'danger',
  expired: 'warning',
  refunded: 'neutral',
};

export function isOrderState(value: string): value is OrderState {
  return (orderStates as readonly string[]).includes(value);
}
