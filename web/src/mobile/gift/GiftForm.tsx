/**
 * The gift flow (docs/product.md section 4): pick a gift, quantity and message, send. Used by the chat's gift
 * panel (recipient fixed) and by /m/home/gift/send/{id} (recipient typed in).
 */
import { useNavigate } from 'react-router-dom';
import { GiftPicker, type GiftItem } from '../../app/ui';
import { messagingRoutes } from '../chat/chatRoutes';
import { useGiftForm } from '../../features/gift/useGiftForm';

export interface GiftFormProps {
  /** The recipient's username; when absent the form asks for it. */
  recipient?: string;
  /** Initial recipient for the field. */
  defaultRecipient?: string;
  defaultGiftId?: number;
  /** Called after the server accepted the gift. */
  onSent?: (gift: GiftItem, quantity: number) => void;
}

export function GiftForm({ recipient, defaultRecipient, defaultGiftId, onSent }: GiftFormProps) {
  const navigate = useNavigate();
  const { picker } = useGiftForm({
    recipient,
    defaultRecipient,
    onRecharge: () => navigate(messagingRoutes.recharge),
    onSent: (gift, quantity) => onSent?.(gift, quantity),
  });
  return <GiftPicker {...picker} defaultGiftId={defaultGiftId} />;
}
