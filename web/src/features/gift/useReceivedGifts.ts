/**
 * The gifts a member received (/member/shop/received_gift) as the design system's gift cards: the
 * catalogue's gift (for its names in every language) with the giver and the message. undefined
 * while loading, null when the call failed.
 */
import { useEffect, useMemo, useState } from 'react';
import type { GiftCategory, GiftGridGift } from '../../app/ui';
import { findGift, loadReceived, type ReceivedGift } from './giftApi';

export function receivedGifts(received: readonly ReceivedGift[], catalogue: GiftCategory[]): GiftGridGift[] {
  return received.map((gift) => {
    const known = findGift(catalogue, gift.gid);
    const item = known
      ? { ...known, path: gift.path || known.path }
      : { id: gift.gid, path: gift.path, money: 0, titlee: '', titlec: '', titlef: '' };
    return { ...item, key: gift.cid, giverName: gift.givername, message: gift.message };
  });
}

export function useReceivedGifts(catalogue: GiftCategory[] | null | undefined): GiftGridGift[] | null | undefined {
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
  return useMemo(() => (received ? receivedGifts(received, catalogue ?? []) : received), [received, catalogue]);
}
