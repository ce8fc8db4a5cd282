/**
 * /w/home/store/index: the gift catalogue by category in the current language, with pictures and
 * prices in credits. Choosing a gift opens the send-gift overlay with it; `?to=` (a member's
 * username) fills in the recipient.
 */
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { EmptyState, GiftCard, Tabs, giftTitle, resolveLocale, type GiftCategory } from '../../app/ui';
import { useSendGift } from '../../features/gift/sendGift';
import { useGiftCatalogue } from '../../features/gift/useGiveGift';
import { Card, Content, Heading, Paragraph } from '../layout';
import { GiftButton, GiftGrid, StoreNav } from './StoreNav';

function CategoryGifts({ category, recipient }: { category: GiftCategory; recipient: string }) {
  const { t, i18n } = useTranslation();
  const sendGift = useSendGift();
  const locale = resolveLocale(i18n.language);
  if (category.gifts.length === 0) return <EmptyState title={t('gift.categoryEmpty')} />;
  return (
    <GiftGrid>
      {category.gifts.map((gift) => (
        <li key={gift.id}>
          <GiftButton
            type="button"
            aria-label={t('gift.sendThis', { name: giftTitle(gift, locale) })}
            onClick={() => sendGift.open(recipient, gift.id)}
          >
            <GiftCard gift={gift} />
          </GiftButton>
        </li>
      ))}
    </GiftGrid>
  );
}

export default function StoreIndex() {
  const { t, i18n } = useTranslation();
  const catalogue = useGiftCatalogue();
  const [query] = useSearchParams();
  const recipient = query.get('to')?.trim() ?? '';
  const locale = resolveLocale(i18n.language);
  const name = (c: GiftCategory) => (locale === 'en' ? c.classifye : locale === 'zhcn' ? c.classifyc : c.classifyf);
  return (
    <Content>
      <Heading>{t('desk.title.store')}</Heading>
      <StoreNav current="index" />
      <Card aria-label={t('desk.store.index')}>
        {recipient && <Paragraph>{t('gift.chooseFor', { name: recipient })}</Paragraph>}
        {catalogue === undefined ? (
          <Paragraph role="status">{t('gift.loading')}</Paragraph>
        ) : catalogue === null || catalogue.length === 0 ? (
          <EmptyState title={t('gift.catalogueEmpty')} />
        ) : (
          <Tabs
            label={t('gift.categories')}
            variant="pill"
            items={catalogue.map((category) => ({
              id: String(category.id),
              label: name(category),
              content: <CategoryGifts category={category} recipient={recipient} />,
            }))}
          />
        )}
      </Card>
    </Content>
  );
}
