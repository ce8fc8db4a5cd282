/**
 * /m/home/gift/list: the gift shop by category, and the gifts the member received. With `?to=` (a
 * member's username, from their profile) the gift picked goes to that member.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { EmptyState, Tabs, resolveLocale, type GiftCategory } from '../../app/ui';
import { Page, Paragraph, ScreenHeader } from '../layout';
import { CatalogueGrid, ReceivedGrid } from './GiftGrid';
import { loadCatalogue, loadReceived, type ReceivedGift } from '../../features/gift/giftApi';
import { mobilePaths } from '../../app/paths';

export function categoryName(category: GiftCategory, language: string): string {
  const locale = resolveLocale(language);
  return locale === 'en' ? category.classifye : locale === 'zhcn' ? category.classifyc : category.classifyf;
}

export default function GiftList() {
  const { t, i18n } = useTranslation();
  const [catalogue, setCatalogue] = useState<GiftCategory[] | null | undefined>(undefined);
  const [received, setReceived] = useState<ReceivedGift[] | null | undefined>(undefined);
  const [params] = useSearchParams();
  const recipient = params.get('to')?.trim() || undefined;

  useEffect(() => {
    let live = true;
    void loadCatalogue().then((c) => live && setCatalogue(c));
    void loadReceived().then((r) => live && setReceived(r));
    return () => {
      live = false;
    };
  }, []);

  const shop =
    catalogue === undefined ? (
      <Paragraph role="status">{t('gift.loading')}</Paragraph>
    ) : catalogue === null || catalogue.length === 0 ? (
      <EmptyState title={t('gift.catalogueEmpty')} />
    ) : (
      <Tabs
        label={t('gift.categories')}
        variant="pill"
        items={catalogue.map((category) => ({
          id: String(category.id),
          label: categoryName(category, i18n.language),
          content: <CatalogueGrid gifts={category.gifts} recipient={recipient} />,
        }))}
      />
    );
  const mine =
    received === undefined ? (
      <Paragraph role="status">{t('gift.loading')}</Paragraph>
    ) : received === null ? (
      <EmptyState title={t('gift.loadFailed')} />
    ) : (
      <ReceivedGrid gifts={received} catalogue={catalogue ?? []} />
    );

  return (
    <Page $withTabBar>
      <ScreenHeader title={t('gift.shop')} back={recipient ? -1 : mobilePaths.my} />
      {recipient && <Paragraph>{t('gift.chooseFor', { name: recipient })}</Paragraph>}
      <Tabs
        label={t('gift.sections')}
        stretch
        items={[
          { id: 'shop', label: t('gift.shop'), content: shop },
          { id: 'received', label: t('gift.received'), content: mine },
        ]}
      />
    </Page>
  );
}
