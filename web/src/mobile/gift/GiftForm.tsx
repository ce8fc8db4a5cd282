/**
 * The gift flow (docs/product.md section 4): pick a gift, quantity and message, send. Used by the chat's gift
 * panel (recipient fixed) and by /m/home/gift/send/{id} (recipient typed in).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { EmptyState, GiftPicker, TextField, type GiftItem } from '../../app/ui';
import { Paragraph, Stack } from '../layout';
import { messagingRoutes } from '../chat/chatRoutes';
import { useGiftCatalogue, useGiveGift } from '../../features/gift/useGiveGift';

export interface GiftFormProps {
  /** The recipient's username; when absent the form asks for it. */
  recipient?: string;
  /** Initial recipient for the field. */
  defaultRecipient?: string;
  defaultGiftId?: number;
  /** Called after the server accepted the gift. */
  onSent?: (gift: GiftItem, quantity: number) => void;
}

export function GiftForm({ recipient, defaultRecipient = '', defaultGiftId, onSent }: GiftFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useGiftCatalogue();
  const giving = useGiveGift(() => navigate(messagingRoutes.recharge));
  const [username, setUsername] = useState(defaultRecipient);
  const [usernameError, setUsernameError] = useState<string | undefined>();

  const send = async (gift: GiftItem, quantity: number, message: string) => {
    const to = (recipient ?? username).trim();
    if (!to) {
      setUsernameError(t('gift.recipientRequired'));
      return;
    }
    const outcome = await giving.send(to, gift, quantity, message);
    if (outcome.ok) onSent?.(gift, quantity);
    else if (outcome.reason === 'user_not_found' && recipient === undefined) setUsernameError(t('gift.userNotFound'));
  };

  if (categories === undefined) return <Paragraph role="status">{t('gift.loading')}</Paragraph>;
  if (categories === null || categories.length === 0) return <EmptyState title={t('gift.catalogueEmpty')} />;
  return (
    <Stack $gap="md">
      {recipient === undefined && (
        <TextField
          label={t('gift.recipient')}
          name="username"
          autoComplete="off"
          value={username}
          onValueChange={(value) => {
            setUsername(value);
            setUsernameError(undefined);
          }}
          error={usernameError}
          required
        />
      )}
      <GiftPicker
        categories={categories}
        defaultGiftId={defaultGiftId}
        onSend={(gift, quantity, message) => void send(gift, quantity, message)}
        sending={giving.sending}
      />
    </Stack>
  );
}
