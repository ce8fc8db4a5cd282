/** /m/home/gift/send/{id}: send gift {id} (or another one) to a member named by username. */
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { giftListRoute } from '../chat/chatRoutes';
import { GiftForm } from './GiftForm';

export default function GiftSend() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const [params] = useSearchParams();
  const giftId = Number(id) || undefined;
  const to = params.get('to') ?? '';
  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('gift.sendTitle')} back={to ? -1 : giftListRoute()} />
      <GiftForm key={giftId} defaultGiftId={giftId} defaultRecipient={to} onSent={() => navigate(giftListRoute(to))} />
    </Page>
  );
}
