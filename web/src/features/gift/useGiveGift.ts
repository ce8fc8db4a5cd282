/**
 * Giving a gift, shared by the mobile gift screens and the desktop send-gift overlay: the call, the
 * new balance into the session, and the toasts of each answer (sent; -1/-2 the user does not exist;
 * insufficient balance with a recharge action the layout supplies; any other failure).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { useSendAttempt } from '../../app/attempt';
import { serverMessage } from '../../app/i18n';
import { updateSession } from '../../app/session';
import { useToast } from '../../app/toast';
import type { GiftCategory, GiftItem } from '../../app/ui';
import { giveGift, loadCatalogue, type GiftOutcome } from './giftApi';
import { useSafetyTexts } from '../report/safetyTexts';

export function useGiveGift(onRecharge: () => void) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const attempt = useSendAttempt();
  const safety = useSafetyTexts();

  /**
   * Gives the gift; `confirm` after "Are you sure?" about the message, whose toast action is
   * `sendAnyway` (the caller sends the same gift again with `confirm`).
   */
  const send = async (
    username: string,
    gift: GiftItem,
    quantity: number,
    message: string,
    confirm = false,
    sendAnyway?: () => void,
  ): Promise<GiftOutcome> => {
    setSending(true);
    const what = { username, giftId: gift.id, number: quantity, message };
    const outcome = await giveGift({ ...what, idempotencyKey: attempt.keyFor(what), confirm });
    setSending(false);
    if (outcome.ok) {
      attempt.succeeded();
      if (outcome.amount !== null) updateSession({ amount: outcome.amount });
      toast.show({ message: t('gift.sent'), tone: 'success' });
    } else if (outcome.reason === 'wording_check') {
      toast.show({
        message: safety.areYouSure,
        tone: 'warning',
        action: sendAnyway && { label: safety.sendAnyway, onClick: sendAnyway },
      });
    } else if (outcome.reason === 'user_not_found') {
      toast.show({ message: t('gift.userNotFound'), tone: 'danger' });
    } else if (outcome.reason === 'insufficient_balance') {
      toast.show({
        message: t('gift.insufficientBalance'),
        tone: 'warning',
        action: { label: t('gift.recharge'), onClick: onRecharge },
      });
    } else {
      toast.show({ message: serverMessage(outcome.msg, 'gift.sendFailed', i18n), tone: 'danger' });
    }
    return outcome;
  };

  return { sending, send };
}

/** The catalogue: undefined while loading, null when the call failed. */
export function useGiftCatalogue(): GiftCategory[] | null | undefined {
  const [categories, setCategories] = useState<GiftCategory[] | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadCatalogue().then((loaded) => {
      if (live) setCategories(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return categories;
}
