/**
 * /m/home/invest/index: choose a recharge amount (spec sections 2, 4, 5). The packages come from
 * /member/recharge/package; one second after they arrive the third (index 2, 800.00) is chosen
 * unless the member chose already. A free amount keeps digits and one dot, at most two decimals,
 * leading zeros trimmed, and must be above 0. Next goes to investlist with `amounts` and `selected`.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isOk, post } from '../../app/api';
import { useSession } from '../../app/session';
import { Button, EmptyState, PackageCard, TextField, formatUsd } from '../../app/ui';
import { checkAmount, normalizeAmount } from '../../app/validation';
import { Page, Paragraph, ScreenHeader } from '../layout';
import { Legend, Packages } from '../payment/packageLayout';

export interface RechargePackage {
  id: number;
  amounts: string;
}

/** Spec section 9: the default recharge is index 2 (800.00), chosen after 1 s. */
export const DEFAULT_PACKAGE_INDEX = 2;
export const DEFAULT_CHOICE_MS = 1000;

export default function InvestIndex() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [packages, setPackages] = useState<RechargePackage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | undefined>();
  const touched = useRef(false);

  useEffect(() => {
    let live = true;
    void post<RechargePackage[]>('/member/recharge/package').then((answer) => {
      if (!live) return;
      if (!isOk(answer) || !Array.isArray(answer.data)) {
        setFailed(true);
        return;
      }
      setPackages(
        answer.data
          .map((p) => ({ id: Number(p.id), amounts: String(p.amounts) }))
          .filter((p) => p.id > 0 && Number(p.amounts) > 0),
      );
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!packages) return;
    const timer = setTimeout(() => {
      const fallback = packages[DEFAULT_PACKAGE_INDEX];
      if (!touched.current && fallback) setSelected(fallback.id);
    }, DEFAULT_CHOICE_MS);
    return () => clearTimeout(timer);
  }, [packages]);

  const choose = (id: number) => {
    touched.current = true;
    setSelected(id);
    setCustom('');
    setError(undefined);
  };

  const typeAmount = (value: string) => {
    const amount = normalizeAmount(value);
    touched.current = true;
    setCustom(amount);
    setError(undefined);
    if (amount) setSelected(null);
  };

  const next = () => {
    const pkg = packages?.find((p) => p.id === selected);
    if (pkg) {
      navigate(`/m/home/invest/list?amounts=${encodeURIComponent(Number(pkg.amounts).toFixed(2))}&selected=${pkg.id}`);
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
    navigate(`/m/home/invest/list?amounts=${encodeURIComponent(Number(custom).toFixed(2))}&selected=0`);
  };

  return (
    <Page $withTabBar>
      <ScreenHeader title={t('invest.heading')} back={-1} />
      {session && <Paragraph>{t('invest.balance', { amount: formatUsd(session.amount || '0') })}</Paragraph>}
      <Paragraph>{t('invest.rate')}</Paragraph>
      {failed && <EmptyState title={t('invest.loadFailed')} />}
      {packages && packages.length > 0 && (
        <Packages>
          <Legend>{t('invest.packages')}</Legend>
          {packages.map((p) => (
            <PackageCard
              key={p.id}
              name="recharge"
              packageId={p.id}
              amount={p.amounts}
              checked={selected === p.id}
              onChange={() => choose(p.id)}
            />
          ))}
        </Packages>
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
