/** Grids of gift cards: the catalogue of one category (each opens the send screen) and gifts received. */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { Gift } from 'lucide-react';
import { EmptyState, GiftCard, giftTitle, resolveLocale, type GiftCategory, type GiftItem } from '../../app/ui';
import { giftSendRoute } from '../chat/chatRoutes';
import { findGift, type ReceivedGift } from '../../features/gift/giftApi';

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Pick = styled.button`
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  font: inherit;
  color: inherit;
`;

export function CatalogueGrid({ gifts, recipient }: { gifts: GiftItem[]; recipient?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const locale = resolveLocale(i18n.language);
  if (gifts.length === 0) return <EmptyState icon={<Gift />} title={t('gift.categoryEmpty')} />;
  return (
    <Grid>
      {gifts.map((gift) => (
        <li key={gift.id}>
          <Pick
            type="button"
            aria-label={t('gift.sendThis', { name: giftTitle(gift, locale) })}
            onClick={() => navigate(giftSendRoute(gift.id, recipient))}
          >
            <GiftCard gift={gift} />
          </Pick>
        </li>
      ))}
    </Grid>
  );
}

export function ReceivedGrid({ gifts, catalogue }: { gifts: ReceivedGift[]; catalogue: GiftCategory[] }) {
  const { t } = useTranslation();
  if (gifts.length === 0) return <EmptyState icon={<Gift />} title={t('gift.noneReceived')} />;
  return (
    <Grid aria-label={t('gift.received')}>
      {gifts.map((received) => {
        const known = findGift(catalogue, received.gid);
        const gift: GiftItem = known
          ? { ...known, path: received.path || known.path }
          : { id: received.gid, path: received.path, money: 0, titlee: '', titlec: '', titlef: '' };
        return (
          <li key={received.cid}>
            <GiftCard gift={gift} giverName={received.givername} title={received.message || undefined} />
          </li>
        );
      })}
    </Grid>
  );
}
