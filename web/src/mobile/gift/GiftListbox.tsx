/** /m/home/gift/listbox: the gifts the member received (/member/shop/received_gift). */
import { useTranslation } from '../../app/i18n/react';
import { GiftGrid } from '../../app/ui';
import { Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { useReceivedGifts } from '../../features/gift/useReceivedGifts';
import { useGiftCatalogue } from '../../features/gift/useGiveGift';
import { useGiftTexts } from '../../features/gift/giftTexts';
import { mobilePaths } from '../../app/paths';

export default function GiftListbox() {
  const { t } = useTranslation();
  const giftTexts = useGiftTexts();
  const received = useReceivedGifts(useGiftCatalogue());
  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('gift.received')} back={mobilePaths.my} />
      <GiftGrid
        texts={giftTexts}
        aria-label={t('gift.received')}
        gifts={received}
        emptyTitle={t('gift.noneReceived')}
      />
    </Page>
  );
}
