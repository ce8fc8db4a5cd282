/**
 * A hosted (jump) payment leaves the app with its order number in session storage. When the member
 * comes back, the signed-in shell follows that order to its end: on payment the user info is
 * refreshed (balance, vip) and a success toast says what changed; a failed or expired order gets the
 * failed-payment toast. Either way the stored order goes.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { refreshUserInfo } from '../../app/authority';
import { getSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { formatUsd } from '../../app/ui';
import { forgetPendingOrder, pendingOrder, type OrderStatus } from './payApi';
import { useOrderWatch } from './useOrderWatch';

export function usePendingOrder(): void {
  const { t } = useTranslation();
  const toast = useToast();
  // Read once: an order the pay screen starts later is followed by that screen.
  const [pending] = useState(pendingOrder);

  const onFinal = useCallback(
    async (order: OrderStatus) => {
      forgetPendingOrder();
      if (order.state !== 'paid') {
        toast.show({
          message: t(order.state === 'expired' ? 'payment.expired' : 'payment.declined'),
          tone: 'danger',
          duration: 4000,
        });
        return;
      }
      await refreshUserInfo();
      const message =
        pending?.orderType === 2
          ? t('payment.upgradeSuccess', { tier: t(order.tier === 2 ? 'upgrade.gold' : 'upgrade.silver') })
          : t('payment.rechargeSuccess', { amount: formatUsd(getSession()?.amount ?? '0') });
      toast.show({ message, tone: 'success' });
    },
    [pending, toast, t],
  );

  useOrderWatch(pending?.orderId ?? null, (order) => void onFinal(order), { immediate: true });
}
