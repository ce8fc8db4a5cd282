/**
 * The pay screen (docs/product.md sections 4, 5, 7): the named routes investlist (/m/home/invest/list) and
 * upgradelist (/m/home/upgrade/list) with query `amounts` and `selected` (package id, 0 for a free
 * recharge amount), and /m/home/payment/:selectedamount/:selected/:paytype/:order_type.
 *
 * Submitting (ok / jump / iframe, the 10 s lock, the 5 s overlay) is features/payment/usePaySubmit,
 * shared with the desktop pay pages.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { CheckCircle2 } from 'lucide-react';
import { getSession, useSession } from '../../app/session';
import { Button, EmptyState, ErrorText, LoadingOverlay, PaymentForm, formatUsd, type PayType } from '../../app/ui';
import { checkAmount } from '../../app/amount';
import { Page, Paragraph, Stack } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { findUpgradePackage, loadUpgradeTiers, type UpgradeTiers } from '../../features/upgrade/upgradeApi';
import { payTypesFor, type OrderType } from '@kindred/rules';
import { OVERLAY_CLOSE_MS } from '../../features/payment/payApi';
import { usePaySubmit } from '../../features/payment/usePaySubmit';
import { mobilePaths } from '../../app/paths';

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

const Strong = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.text.title.size};
  line-height: ${({ theme }) => theme.text.title.lineHeight};
  font-weight: ${({ theme }) => theme.text.title.weight};
  color: ${({ theme }) => theme.color.text.primary};
`;

const Frame = styled.iframe`
  width: 100%;
  min-height: 520px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
`;

export interface PaymentScreenProps {
  orderType: OrderType;
  /** The amount to pay ("800.00"). */
  amount: string;
  /** Package id; 0 is a recharge of a free amount (an upgrade needs a package). */
  selected: number;
  defaultPayType?: PayType;
}

export function PaymentScreen({ orderType, amount, selected, defaultPayType = 3 }: PaymentScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [tiers, setTiers] = useState<UpgradeTiers | null>(null);
  const { stage, inFlight, overlay, closeOverlay, submit } = usePaySubmit(orderType, amount, selected);

  useEffect(() => {
    if (orderType !== 2) return;
    let live = true;
    void loadUpgradeTiers().then((loaded) => {
      if (live) setTiers(loaded);
    });
    return () => {
      live = false;
    };
  }, [orderType]);

  const amountValid = checkAmount(amount) === null;
  const payTypes = payTypesFor(orderType);
  const startType: PayType = payTypes.includes(defaultPayType) ? defaultPayType : 3;
  const chosen = orderType === 2 && tiers && selected > 0 ? findUpgradePackage(tiers, selected) : null;
  const tierName = (tier: number) => t(tier === 2 ? 'upgrade.gold' : 'upgrade.silver');

  if (stage.kind === 'success') {
    const user = getSession();
    return (
      <Page $withTabBar>
        <RoutedScreenHeader title={t('payment.title')} />
        <EmptyState
          icon={<CheckCircle2 />}
          title={t('payment.success')}
          description={
            orderType === 1
              ? t('payment.rechargeSuccess', { amount: formatUsd(user?.amount ?? '0') })
              : t('payment.upgradeSuccess', { tier: tierName(chosen?.tier ?? user?.vip ?? 1) })
          }
          action={
            <Button variant="primary" onClick={() => navigate(mobilePaths.my)}>
              {t('payment.backToMine')}
            </Button>
          }
        />
      </Page>
    );
  }

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('payment.title')} back={-1} />
      <Summary aria-label={t('payment.title')}>
        <Strong>
          {orderType === 1
            ? t('payment.recharge', { amount: amountValid ? Number(amount).toFixed(2) : amount })
            : chosen
              ? t('payment.upgrade', {
                  tier: tierName(chosen.tier),
                  months: t('upgrade.months', { count: chosen.pkg.duration }),
                })
              : t('payment.upgradePackage')}
        </Strong>
        {amountValid ? (
          <Paragraph>{t('payment.toPay', { amount: formatUsd(amount) })}</Paragraph>
        ) : (
          <ErrorText>{t('payment.invalidAmount')}</ErrorText>
        )}
        {orderType === 2 && session && (
          <Paragraph>{t('payment.balance', { amount: formatUsd(session.amount || '0') })}</Paragraph>
        )}
      </Summary>
      {orderType === 2 && !(selected > 0) && (
        <Stack $gap="sm">
          <ErrorText>{t('payment.choosemeal')}</ErrorText>
          <Button variant="secondary" onClick={() => navigate(mobilePaths.upgrade)}>
            {t('payment.chooseAgain')}
          </Button>
        </Stack>
      )}
      {stage.kind === 'iframe' && (
        <Stack $gap="sm">
          <Paragraph>{t('payment.complete')}</Paragraph>
          <Frame title={t('payment.secureFrame')} src={stage.url} />
        </Stack>
      )}
      {stage.kind === 'redirecting' && <Paragraph role="status">{t('payment.redirecting')}</Paragraph>}
      {stage.kind === 'form' && (
        <PaymentForm
          key={`${orderType}-${startType}`}
          amount={formatUsd(amountValid ? amount : '0')}
          payTypes={payTypes}
          defaultPayType={startType}
          defaultValues={{ email: session?.email ?? '' }}
          submitting={inFlight}
          onSubmit={(payType, values) => void submit(payType, values)}
        />
      )}
      <LoadingOverlay
        open={overlay}
        message={t('payment.processing')}
        timeout={OVERLAY_CLOSE_MS}
        onTimeout={closeOverlay}
      />
    </Page>
  );
}

const packageIdOf = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** investlist: /m/home/invest/list?amounts=800.00&selected=3 */
export function InvestPay() {
  const [query] = useSearchParams();
  return (
    <PaymentScreen orderType={1} amount={query.get('amounts') ?? ''} selected={packageIdOf(query.get('selected'))} />
  );
}

/** upgradelist: /m/home/upgrade/list?amounts=79.99&selected=2 */
export function UpgradePay() {
  const [query] = useSearchParams();
  return (
    <PaymentScreen orderType={2} amount={query.get('amounts') ?? ''} selected={packageIdOf(query.get('selected'))} />
  );
}

/** /m/home/payment/:selectedamount/:selected/:paytype/:order_type */
export function ParamsPay() {
  const params = useParams();
  const orderType: OrderType = params.order_type === '2' ? 2 : 1;
  const payType = Number(params.paytype);
  return (
    <PaymentScreen
      orderType={orderType}
      amount={params.selectedamount ?? ''}
      selected={packageIdOf(params.selected)}
      defaultPayType={(Number.isInteger(payType) && payType >= 0 && payType <= 5 ? payType : 3) as PayType}
    />
  );
}

export default ParamsPay;
