/**
 * /w/home/store/index: the gift catalogue by category in the current language, with pictures and
 * prices in credits. Choosing a gift opens the send-gift overlay with it; `?to=` (a member's
 * username) fills in the recipient.
 */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { GiftCatalogue, ScreenHeader } from '../../app/ui';
import { useSendGift } from '../../features/gift/sendGift';
import { useGiftCatalogue } from '../../features/gift/useGiveGift';
import { useGiftTexts } from '../../features/gift/giftTexts';
import { Card, Content, Paragraph } from '../layout';
import { StoreNav } from './StoreNav';

export default function StoreIndex() {
  const { t } = useTranslation();
  const giftTexts = useGiftTexts();
  const catalogue = useGiftCatalogue();
  const sendGift = useSendGift();
  const [query] = useSearchParams();
  const recipient = query.get('to')?.trim() ?? '';
  return (
    <Content>
      <ScreenHeader size="heading" title={t('desk.title.store')} />
      <StoreNav current="index" />
      <Card aria-label={t('desk.store.index')}>
        {recipient && <Paragraph>{t('gift.chooseFor', { name: recipient })}</Paragraph>}
        <GiftCatalogue
          texts={giftTexts}
          categories={catalogue}
          onChoose={(gift) => sendGift.open(recipient, gift.id)}
        />
      </Card>
    </Content>
  );
}
