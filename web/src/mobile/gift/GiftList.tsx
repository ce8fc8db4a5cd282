/**
 * /m/home/gift/list: the gift shop by category, and the gifts the member received. With `?to=` (a
 * member's username, from their profile) the gift picked goes to that member.
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { GiftCatalogue, GiftGrid, Tabs } from '../../app/ui';
import { Page, Paragraph } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { giftSendRoute } from '../chat/chatRoutes';
import { useReceivedGifts } from '../../features/gift/useReceivedGifts';
import { useGiftCatalogue } from '../../features/gift/useGiveGift';
import { useGiftTexts } from '../../features/gift/giftTexts';
import { mobilePaths } from '../../app/paths';

export default function GiftList() {
  const { t } = useTranslation();
  const giftTexts = useGiftTexts();
  const navigate = useNavigate();
  const catalogue = useGiftCatalogue();
  const received = useReceivedGifts(catalogue);
  const [params] = useSearchParams();
  const recipient = params.get('to')?.trim() || undefined;

  const shop = (
    <GiftCatalogue
      texts={giftTexts}
      categories={catalogue}
      onChoose={(gift) => navigate(giftSendRoute(gift.id, recipient))}
    />
  );
  const mine = (
    <GiftGrid texts={giftTexts} aria-label={t('gift.received')} gifts={received} emptyTitle={t('gift.noneReceived')} />
  );
  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('gift.shop')} back={recipient ? -1 : mobilePaths.my} />
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
