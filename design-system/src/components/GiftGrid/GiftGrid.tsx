import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Gift } from 'lucide-react';
import { EmptyState } from '../EmptyState';
import { GiftCard, giftTitle, type GiftItem } from '../GiftCard';
import { categoryName, type GiftCategory } from '../GiftPicker';
import { Tabs } from '../Tabs';
import { Grid, Pick, Status } from './GiftGrid.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import { formatMessage } from '../../i18n/messages';

/** The grid's words, in the member's language (the app's texts: they ship with the gift screens). */
export type GiftGridTexts = {
  loading: string;
  loadFailed: string;
  /** An empty category, unless `emptyTitle` says otherwise. */
  categoryEmpty: string;
  /** A gift's button: "Send {name}". */
  sendThis: string;
};

/** The shop's words: its grids' and an empty shop's. */
export type GiftCatalogueTexts = GiftGridTexts & { catalogueEmpty: string };

/** A gift of the grid; a received one carries its giver and message and its own key. */
export type GiftGridGift = GiftItem & { key?: string | number; giverName?: string; message?: string };

export type GiftGridProps = ComponentPropsWithoutRef<'ul'> & {
  texts: GiftGridTexts;
  /** undefined while they load (a status line), null when they could not be loaded. */
  gifts: readonly GiftGridGift[] | null | undefined;
  /** Makes each gift a button "Send {gift}" (the catalogue); without it the gifts are shown only. */
  onChoose?: (gift: GiftItem) => void;
  /** Shown instead of an empty grid; "No gifts in this category" unless given. */
  emptyTitle?: string;
};

/**
 * Gift cards in a grid: a category of the shop to choose from, or the gifts a member received (with
 * their loading and failed states).
 */
export const GiftGrid = forwardRef<HTMLUListElement, GiftGridProps>(function GiftGrid(
  { texts, gifts, onChoose, emptyTitle, ...rest },
  ref,
) {
  const { locale } = useLocale();
  if (gifts === undefined) return <Status role="status">{texts.loading}</Status>;
  if (gifts === null) return <EmptyState title={texts.loadFailed} />;
  if (gifts.length === 0) return <EmptyState icon={<Gift />} title={emptyTitle ?? texts.categoryEmpty} />;
  return (
    <Grid ref={ref} {...rest}>
      {gifts.map(({ key, giverName, message, ...gift }) => {
        const card = <GiftCard gift={gift} giverName={giverName} title={message || undefined} />;
        return (
          <li key={key ?? gift.id}>
            {onChoose ? (
              <Pick
                type="button"
                aria-label={formatMessage(texts.sendThis, { name: giftTitle(gift, locale) })}
                onClick={() => onChoose(gift)}
              >
                {card}
              </Pick>
            ) : (
              card
            )}
          </li>
        );
      })}
    </Grid>
  );
});

export type GiftCatalogueProps = {
  texts: GiftCatalogueTexts;
  /** undefined while it loads (a status line), null or empty when there is none. */
  categories: readonly GiftCategory[] | null | undefined;
  onChoose: (gift: GiftItem) => void;
};

/** The gift shop: a pill tab per category, each a grid of gifts to choose. */
export function GiftCatalogue({ texts, categories, onChoose }: GiftCatalogueProps) {
  const { t, locale } = useLocale();
  if (categories === undefined) return <Status role="status">{texts.loading}</Status>;
  if (categories === null || categories.length === 0) return <EmptyState title={texts.catalogueEmpty} />;
  return (
    <Tabs
      label={t('gift.categories')}
      variant="pill"
      items={categories.map((category) => ({
        id: String(category.id),
        label: categoryName(category, locale),
        content: <GiftGrid texts={texts} gifts={category.gifts} onChoose={onChoose} />,
      }))}
    />
  );
}
