/**
 * The payment part of /w/home/pay and /w/home/upgrade: the form for the pay types the desktop offers
 * (2, 3, 4, 5; the balance, 0, only for upgrades) with the fields of docs/product.md section 5, then
 * the outcome of features/payment/usePaySubmit: ok -> `success`, jump -> the provider's page,
 * iframe -> embedded here. The loading overlay closes after 5 s at the latest.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { useSession } from '../../app/session';
import { LoadingOverlay, PaymentForm, formatUsd, type PayType, type PaymentValues } from '../../app/ui';
import type { OrderType } from '@kindred/rules';
import { OVERLAY_CLOSE_MS } from '../../features/payment/payApi';
import { usePaySubmit } from '../../features/payment/usePaySubmit';
import { Paragraph } from '../layout';

const Frame = styled.iframe`
  width: 100%;
  min-height: 560px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
`;

/** docs/product.md section 8: the desktop offers pay types 2, 3, 4 and 5; upgrades may use the balance. */
export const desktopPayTypes = (orderType: OrderType): PayType[] => (orderType === 2 ? [0, 2, 3, 4, 5] : [2, 3, 4, 5]);

export function PayPanel({
  orderType,
  amount,
  packageId,
  success,
}: {
  orderType: OrderType;
  amount: string;
  packageId: number;
  /** What a completed payment shows (the new balance or membership); `again` returns to the form. */
  success: (again: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const { stage, inFlight, overlay, closeOverlay, submit, reset } = usePaySubmit(orderType, amount, packageId);

  return (
    <>
      {stage.kind === 'success' && success(reset)}
      {stage.kind === 'iframe' && (
        <>
          <Paragraph>{t('payment.complete')}</Paragraph>
          <Frame title={t('payment.secureFrame')} src={stage.url} />
        </>
      )}
      {stage.kind === 'redirecting' && <Paragraph role="status">{t('payment.redirecting')}</Paragraph>}
      {stage.kind === 'form' && (
        <PaymentForm
          key={`${orderType}-${packageId}`}
          amount={formatUsd(amount)}
          payTypes={desktopPayTypes(orderType)}
          defaultPayType={3}
          defaultValues={{ email: session?.email ?? '' }}
          submitting={inFlight}
          onSubmit={(payType: PayType, values: PaymentValues) => void submit(payType, values)}
        />
      )}
      <LoadingOverlay
        open={overlay}
        message={t('payment.processing')}
        timeout={OVERLAY_CLOSE_MS}
        onTimeout={closeOverlay}
      />
    </>
  );
}
