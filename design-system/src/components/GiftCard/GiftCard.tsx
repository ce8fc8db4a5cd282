import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { From, GiftName, GiftRoot, Price } from './GiftCard.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import type { Locale } from '../../i18n/locales';

/** A gift of the catalogue (docs/product.md section 3); titles per language: e English, c simplified, f traditional. */
export interface GiftItem {
  id: number;
  path: string;
  money: number;
  titlee: string;
  titlec: string;
  titlef: string;
}

/** The gift's name in the interface language. */
export function giftTitle(gift: Pick<GiftItem, 'titlee' | 'titlec' | 'titlef'>, locale: Locale): string {
  return locale === 'en' ? gift.titlee : locale === 'zhcn' ? gift.titlec : gift.titlef;
}

export type GiftCardProps = ComponentPropsWithoutRef<'figure'> & {
  /** The gift. */
  gift: GiftItem;
  /** Received gift: the giver's name instead of the price. */
  giverName?: string;
  /** Highlighted as chosen (in the picker). */
  selected?: boolean;
};

/** A gift picture with its name and price in credits, or who sent it. */
export const GiftCard = forwardRef<HTMLElement, GiftCardProps>(function GiftCard(
  { gift, giverName, selected = false, ...rest },
  ref,
) {
  const { t, locale } = useLocale();
  const title = giftTitle(gift, locale);
  return (
    <GiftRoot ref={ref} $selected={selected} {...rest}>
      <img src={gift.path} alt={title} />
      <GiftName>{title}</GiftName>
      {giverName ? (
        <From>{t('gift.from', { name: giverName })}</From>
      ) : (
        <Price>{t('common.credits', { count: gift.money })}</Price>
      )}
    </GiftRoot>
  );
});
