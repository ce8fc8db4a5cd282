/**
 * Submitting a payment, shared by the pay screens of both layouts (docs/product.md sections 5, 7):
 * /member/pay/generateuuid (guid and the provider's script), then member/Pay/pay as JSON.
 * data.type ok -> success (the user info is refreshed: balance, vip); jump -> the browser goes to
 * data.content (the order waits in session storage); iframe -> the screen embeds data.content and
 * the order is followed until it ends; anything else -> the failed-payment toast. Submit is locked
 * for 10 s (a repeat shows the patience notice); the loading overlay closes after 5 s at the latest.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { refreshUserInfo } from '../../app/authority';
import { getSession } from '../../app/session';
import { useToast } from '../../app/toast';
import type { PayType, PaymentValues } from '../../app/ui';
import { checkAmount } from '../../app/amount';
import {
  PAY_LOCK_MS,
  browser,
  createPaymentSession,
  forgetPendingOrder,
  loadProviderScript,
  pay,
  rememberPendingOrder,
  type OrderStatus,
  type PayOutcome,
} from './payApi';
import type { OrderType } from '@kindred/rules';
import { useOrderWatch } from './useOrderWatch';

export type PayStage =
  | { kind: 'form' }
  | { kind: 'iframe'; url: string; orderId: string }
  | { kind: 'redirecting'; orderId: string }
  | { kind: 'success' };

const failureKey: Record<Extract<PayOutcome, { kind: 'failed' }>['reason'], string> = {
  declined: 'payment.declined',
  insufficient: 'payment.insufficient',
  choosemeal: 'payment.choosemeal',
  incomeErr: 'validation.incomeErr',
  expired: 'payment.expired',
  failed: 'payment.failed',
};

export interface PaySubmit {
  stage: PayStage;
  /** The pay call is running (the form's button shows it). */
  inFlight: boolean;
  /** The loading overlay is open. */
  overlay: boolean;
  closeOverlay: () => void;
  submit: (payType: PayType, values: PaymentValues) => Promise<void>;
  /** Back to the form (another package chosen after a success). */
  reset: () => void;
}

/**
 * @param orderType 1 recharge, 2 upgrade
 * @param amount the amount to pay ("800.00")
 * @param packageId the package (0: a recharge of a free amount; an upgrade needs one)
 */
export function usePaySubmit(orderType: OrderType, amount: string, packageId: number): PaySubmit {
  const { t } = useTranslation();
  const toast = useToast();
  const [stage, setStage] = useState<PayStage>({ kind: 'form' });
  const [inFlight, setInFlight] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const locked = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(lockTimer.current);
    };
  }, []);

  const fail = useCallback(
    (key: string) => {
      toast.show({ message: t(key), tone: 'danger', duration: 4000 });
    },
    [toast, t],
  );

  const succeed = useCallback(async () => {
    forgetPendingOrder();
    await refreshUserInfo();
    if (mounted.current) setStage({ kind: 'success' });
  }, []);

  const onOrderEnd = useCallback(
    (order: OrderStatus) => {
      if (order.state === 'paid') {
        void succeed();
        return;
      }
      forgetPendingOrder();
      setStage({ kind: 'form' });
      fail(order.state === 'expired' ? 'payment.expired' : 'payment.declined');
    },
    [succeed, fail],
  );

  const watching = stage.kind === 'iframe' || stage.kind === 'redirecting' ? stage.orderId : null;
  useOrderWatch(watching || null, onOrderEnd);

  const submit = async (payType: PayType, values: PaymentValues) => {
    if (locked.current) {
      toast.show({ message: t('payment.patience'), tone: 'info' });
      return;
    }
    if (orderType === 2 && !(packageId > 0)) {
      fail('payment.choosemeal');
      return;
    }
    if (checkAmount(amount) !== null) {
      fail('validation.incomeErr');
      return;
    }
    const user = getSession();
    if (!user) return;
    locked.current = true;
    clearTimeout(lockTimer.current);
    lockTimer.current = setTimeout(() => {
      locked.current = false;
    }, PAY_LOCK_MS);
    setInFlight(true);
    setOverlay(true);
    try {
      const paySession = await createPaymentSession();
      if (!paySession) {
        fail('payment.failed');
        return;
      }
      loadProviderScript(paySession.url);
      const outcome = await pay({
        userId: user.id,
        payType,
        amount,
        orderType,
        packageId,
        guid: paySession.guid,
        values,
      });
      if (!mounted.current) return;
      switch (outcome.kind) {
        case 'ok':
          await succeed();
          break;
        case 'jump':
          rememberPendingOrder(outcome.orderId, orderType);
          setStage({ kind: 'redirecting', orderId: outcome.orderId });
          browser.assign(outcome.url);
          break;
        case 'iframe':
          setStage({ kind: 'iframe', url: outcome.url, orderId: outcome.orderId });
          break;
        default:
          fail(failureKey[outcome.reason]);
      }
    } finally {
      if (mounted.current) {
        setInFlight(false);
        setOverlay(false);
      }
    }
  };

  const closeOverlay = useCallback(() => setOverlay(false), []);
  const reset = useCallback(() => setStage({ kind: 'form' }), []);

  return { stage, inFlight, overlay, closeOverlay, submit, reset };
}
