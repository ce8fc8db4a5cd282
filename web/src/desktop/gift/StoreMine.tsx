/** /w/home/store/mine: the gifts the member received, each with its picture and its giver. */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { EmptyState, GiftCard, type GiftItem } from '../../app/ui';
import { findGift, loadReceived, type ReceivedGift } from '../../features/gift/giftApi';
import { useGiftCatalogue } from '../../features/gift/useGiveGift';
import { Card, Content, Heading, Paragraph } from '../layout';
import { GiftGrid, StoreNav } from './StoreNav';

export default function StoreMine() {
  const { t } = useTranslation();
  const catalogue = useGiftCatalogue();
  const [received, setReceived] = useState<ReceivedGift[] | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadReceived().then((list) => {
      if (live) setReceived(list);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <Content>
      <Heading>{t('desk.title.storeMine')}</Heading>
      <StoreNav current="mine" />
      <Card aria-label={t('gift.received')}>
        {received === undefined ? (
          <Paragraph role="status">{t('gift.loading')}</Paragraph>
        ) : received === null ? (
          <EmptyState title={t('gift.loadFailed')} />
        ) : received.length === 0 ? (
          <EmptyState title={t('gift.noneReceived')} />
        ) : (
          <GiftGrid aria-label={t('gift.received')}>
            {received.map((gift) => {
              const known = findGift(catalogue ?? [], gift.gid);
              const item: GiftItem = known
                ? { ...known, path: gift.path || known.path }
                : { id: gift.gid, path: gift.path, money: 0, titlee: '', titlec: '', titlef: '' };
              return (
                <li key={gift.cid}>
                  <GiftCard gift={item} giverName={gift.givername} title={gift.message || undefined} />
                </li>
              );
            })}
          </GiftGrid>
        )}
      </Card>
    </Content>
  );
}
