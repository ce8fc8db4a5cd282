/**
 * The gift flow (docs/product.md section 4): pick a gift, quantity and message, send. Used by the chat's gift
 * panel (recipient fixed) and by /m/home/gift/send/{id} (recipient typed in).
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { serverMessage } from '../../app/i18n';
import { updateSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { EmptyState, GiftPicker, TextField, type GiftCategory, type GiftItem } from '../../app/ui';
import { Paragraph, Stack } from '../layout';
import { messagingRoutes } from '../chat/chatRoutes';
import { giveGift, loadCatalogue } from '../../features/gift/giftApi';

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
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [categories, setCategories] = useState<GiftCategory[] | null | undefined>(undefined);
  const [username, setUsername] = useState(defaultRecipient);
  const [usernameError, setUsernameError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    void loadCatalogue().then((loaded) => {
      if (live) setCategories(loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  const send = async (gift: GiftItem, quantity: number, message: string) => {
    const to = (recipient ?? username).trim();
    if (!to) {
      setUsernameError(t('gift.recipientRequired'));
      return;
    }
    setSending(true);
    const outcome = await giveGift({ username: to, giftId: gift.id, number: quantity, message });
    setSending(false);
    if (outcome.ok) {
      if (outcome.amount !== null) updateSession({ amount: outcome.amount });
      toast.show({ message: t('gift.sent'), tone: 'success' });
      onSent?.(gift, quantity);
      return;
    }
    if (outcome.reason === 'user_not_found') {
      if (recipient === undefined) setUsernameError(t('gift.userNotFound'));
      toast.show({ message: t('gift.userNotFound'), tone: 'danger' });
    } else if (outcome.reason === 'insufficient_balance') {
      toast.show({
        message: t('gift.insufficientBalance'),
        tone: 'warning',
        action: { label: t('gift.recharge'), onClick: () => navigate(messagingRoutes.recharge) },
      });
    } else {
      toast.show({ message: serverMessage(outcome.msg, 'gift.sendFailed', i18n), tone: 'danger' });
    }
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
        sending={sending}
      />
    </Stack>
  );
}
