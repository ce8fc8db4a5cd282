import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { CardLabel, Check, Duration, HiddenRadio, Monthly, Save, Total } from './PackageCard.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import { formatUsd, monthlyPrice, savePercent } from '../../commerce/pricing';

export type PackageCardProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'value'> & {
  /** Package id (submitted value). */
  packageId: number;
  /** Price of the whole package ("79.99"). */
  amount: number | string;
  /** Duration in months; leave out for a credit top-up package. */
  months?: number;
  /** The tier's base monthly price, for "save N%". */
  basePrice?: number | string;
  /** 1 silver, 2 gold (colours the chosen state); 0 for top-ups. */
  tier?: 0 | 1 | 2;
  /** Radio group name shared by the packages of one screen. */
  name: string;
};

/**
 * One choosable package. Membership: monthly price (amount / months, 2 decimals), total and the
 * saving against the base price. Top-up: the amount of credits. A radio underneath, so a row of
 * cards is one radio group for keyboards and screen readers.
 */
export const PackageCard = forwardRef<HTMLInputElement, PackageCardProps>(function PackageCard(
  { packageId, amount, months, basePrice, tier = 0, name, className, style, ...rest },
  ref,
) {
  const { t } = useLocale();
  const isPlan = months !== undefined;
  const perMonth = isPlan ? monthlyPrice(amount, months) : null;
  const save = isPlan && basePrice !== undefined ? savePercent(amount, months, basePrice) : 0;
  return (
    <CardLabel $tier={tier} className={className} style={style}>
      <HiddenRadio ref={ref} type="radio" name={name} value={packageId} {...rest} />
      <Check aria-hidden="true">
        <CheckCircle2 />
      </Check>
      {isPlan ? (
        <>
          <Duration>{t('package.months', { count: months })}</Duration>
          <Monthly>{t('package.perMonth', { price: formatUsd(perMonth!) })}</Monthly>
          <Total>{t('package.total', { amount: formatUsd(amount) })}</Total>
          {save > 0 && <Save>{t('package.save', { percent: save })}</Save>}
        </>
      ) : (
        <>
          <Monthly>{formatUsd(amount)}</Monthly>
          <Total>{t('common.credits', { count: Number(amount).toFixed(2) })}</Total>
        </>
      )}
    </CardLabel>
  );
});
