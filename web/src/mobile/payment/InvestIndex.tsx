/**
 * /m/home/invest/index: choose a recharge amount (docs/product.md sections 2, 4, 5). The packages come from
 * /member/recharge/package; one second after they arrive the third (index 2, 800.00) is chosen
 * unless the member chose already. A free amount keeps digits and one dot, at most two decimals,
 * leading zeros trimmed, and must be above 0. Next goes to investlist with `amounts` and `selected`.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { useSession } from '../../app/session';
import { Button, EmptyState, PackageChoice, TextField, formatUsd } from '../../app/ui';
import { checkAmount, normalizeAmount } from '../../app/amount';
import { Page, Paragraph } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { useRechargeChoice } from '../../features/payment/useRechargeChoice';
import { mobilePaths } from '../../app/paths';

export default function InvestIndex() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { packages, failed, selected, choose: choosePackage, choice } = useRechargeChoice();
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | undefined>();

  const choose = (id: number) => {
    choosePackage(id);
    setCustom('');
    setError(undefined);
  };

  const typeAmount = (value: string) => {
    const amount = normalizeAmount(value);
    choosePackage(amount ? null : selected);
    setCustom(amount);
    setError(undefined);
  };

  const next = () => {
    const pkg = packages?.find((p) => p.id === selected);
    if (pkg) {
      navigate(mobilePaths.rechargePay(Number(pkg.amounts).toFixed(2), pkg.id));
      return;
    }
    if (!custom) {
      setError(t('validation.required', { field: t('invest.customAmount') }));
      return;
    }
    const problem = checkAmount(custom);
    if (problem) {
      setError(t(problem));
      return;
    }
    navigate(mobilePaths.rechargePay(Number(custom).toFixed(2), 0));
  };

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('invest.heading')} back={-1} />
      {session && <Paragraph>{t('invest.balance', { amount: formatUsd(session.amount || '0') })}</Paragraph>}
      <Paragraph>{t('invest.rate')}</Paragraph>
      {failed && <EmptyState title={t('invest.loadFailed')} />}
      {choice && choice.packages.length > 0 && (
        <PackageChoice legend={t('invest.packages')} {...choice} onChoose={choose} />
      )}
      <TextField
        label={t('invest.customAmount')}
        inputMode="decimal"
        autoComplete="off"
        value={custom}
        onValueChange={typeAmount}
        hint={t('invest.customHint')}
        error={error}
      />
      <Button size="lg" fullWidth onClick={next}>
        {t('invest.next')}
      </Button>
    </Page>
  );
}
