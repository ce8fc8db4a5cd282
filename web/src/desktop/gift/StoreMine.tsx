/** /w/home/store/mine: the gifts the member received, each with its picture and its giver. */
import { useTranslation } from '../../app/i18n/react';
import { GiftGrid, ScreenHeader } from '../../app/ui';
import { useReceivedGifts } from '../../features/gift/useReceivedGifts';
import { useGiftCatalogue } from '../../features/gift/useGiveGift';
import { useGiftTexts } from '../../features/gift/giftTexts';
import { Card, Content } from '../layout';
import { StoreNav } from './StoreNav';

export default function StoreMine() {
  const { t } = useTranslation();
  const giftTexts = useGiftTexts();
  const received = useReceivedGifts(useGiftCatalogue());
  return (
    <Content>
      <ScreenHeader size="heading" title={t('desk.title.storeMine')} />
      <StoreNav current="mine" />
      <Card aria-label={t('gift.received')}>
        <GiftGrid
          texts={giftTexts}
          aria-label={t('gift.received')}
          gifts={received}
          emptyTitle={t('gift.noneReceived')}
        />
      </Card>
    </Content>
  );
}
