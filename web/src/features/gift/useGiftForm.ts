/**
 * The send-gift form of both layouts (docs/product.md section 4; the desktop's overlay, the mobile
 * chat panel and /m/home/gift/send): the catalogue, the recipient typed in unless the screen knows
 * it, and sending through useGiveGift. An empty recipient or a -1/-2 answer (no such user) is an
 * error under the recipient. Returns the design system's GiftPicker props and that error.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import type { GiftItem } from '../../app/ui';
import { useGiftCatalogue, useGiveGift } from './useGiveGift';
import { useGiftTexts } from './giftTexts';

export interface GiftFormOptions {
  /** The recipient's username when the screen knows it; otherwise the form asks. */
  recipient?: string;
  /** The typed recipient to start with. */
  defaultRecipient?: string;
  /** Where "Recharge" leads when the balance is too low. */
  onRecharge: () => void;
  onSent: (gift: GiftItem, quantity: number) => void;
}

export function useGiftForm({ recipient, defaultRecipient = '', onRecharge, onSent }: GiftFormOptions) {
  const { t } = useTranslation();
  const categories = useGiftCatalogue();
  const texts = useGiftTexts();
  const giving = useGiveGift(onRecharge);
  const [username, setUsername] = useState(defaultRecipient);
  const [error, setError] = useState<string | undefined>();

  const send = async (gift: GiftItem, quantity: number, message: string, confirm = false) => {
    const to = (recipient ?? username).trim();
    if (!to) {
      setError(t('gift.recipientRequired'));
      return;
    }
    const outcome = await giving.send(
      to,
      gift,
      quantity,
      message,
      confirm,
      () => void send(gift, quantity, message, true),
    );
    if (outcome.ok) onSent(gift, quantity);
    else if (outcome.reason === 'user_not_found') setError(t('gift.userNotFound'));
  };

  const typed = {
    value: username,
    onChange: (value: string) => {
      setUsername(value);
      setError(undefined);
    },
    error,
  };
  return {
    error,
    picker: {
      texts,
      categories,
      recipient: recipient === undefined ? typed : undefined,
      sending: giving.sending,
      onSend: (gift: GiftItem, quantity: number, message: string) => void send(gift, quantity, message),
    },
  };
}
