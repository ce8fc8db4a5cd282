/**
 * Follows a hosted or embedded payment to its end: asks /member/pay/order every 2 s (the first time at
 * once with `immediate`, for a member coming back from the hosted page), and at once when the
 * embedded checkout tells the page it has finished (a same-origin `kindred-payment` message; the
 * page trusts only the server's answer, never the message).
 */
import { useEffect, useRef } from 'react';
import { ORDER_POLL_MS, fetchOrder, isFinal, type OrderStatus } from './payApi';

export function useOrderWatch(
  orderId: string | null,
  onFinal: (order: OrderStatus) => void,
  { immediate = false }: { immediate?: boolean } = {},
): void {
  const callback = useRef(onFinal);
  callback.current = onFinal;

  useEffect(() => {
    if (!orderId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    let asking = false;

    const ask = async () => {
      if (done || asking) return;
      asking = true;
      clearTimeout(timer);
      try {
        const order = await fetchOrder(orderId, controller.signal);
        if (done) return;
        if (order && isFinal(order.state)) {
          done = true;
          callback.current(order);
          return;
        }
      } catch {
        // aborted: the screen is gone
        return;
      } finally {
        asking = false;
      }
      timer = setTimeout(() => void ask(), ORDER_POLL_MS);
    };

    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown } | null;
      if (data && typeof data === 'object' && data.type === 'kindred-payment') void ask();
    };

    window.addEventListener('message', onMessage);
    if (immediate) void ask();
    else timer = setTimeout(() => void ask(), ORDER_POLL_MS);
    return () => {
      done = true;
      clearTimeout(timer);
      controller.abort();
      window.removeEventListener('message', onMessage);
    };
  }, [orderId, immediate]);
}
