/** /m/home/gift/listbox: the gifts the member received (/member/shop/received_gift). */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { EmptyState, type GiftCategory } from '../../app/ui';
import { Page, Paragraph, ScreenHeader } from '../layout';
import { ReceivedGrid } from './GiftGrid';
import { loadCatalogue, loadReceived, type ReceivedGift } from '../../features/gift/giftApi';
import { mobilePaths } from '../../app/paths';

export default function GiftListbox() {
  const { t } = useTranslation();
  const [received, setReceived] = useState<ReceivedGift[] | null | undefined>(undefined);
  const [catalogue, setCatalogue] = useState<GiftCategory[]>([]);

  useEffect(() => {
    let live = true;
    void loadReceived().then((r) => live && setReceived(r));
    // Only for the gifts' names in the interface language.
    void loadCatalogue().then((c) => live && c && setCatalogue(c));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Page $withTabBar>
      <ScreenHeader title={t('gift.received')} back={mobilePaths.my} />
      {received === undefined && <Paragraph role="status">{t('gift.loading')}</Paragraph>}
      {received === null && <EmptyState title={t('gift.loadFailed')} />}
      {received && <ReceivedGrid gifts={received} catalogue={catalogue} />}
    </Page>
  );
}
