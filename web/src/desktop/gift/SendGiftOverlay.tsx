/**
 * The desktop's global send-gift overlay (docs/product.md section 2, "Floating UI"): member rows, hover
 * cards, profiles, the store and the chat windows open it through `useSendGift().open(username)`
 * (features/gift/sendGift). Pick a gift, a quantity (default 1) and a message of up to 50
 * characters; sending without a gift says so; -1/-2 answers say the user does not exist.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { desktopPaths } from '../../app/paths';
import { Dialog, EmptyState, GiftPicker, TextField, type GiftItem } from '../../app/ui';
import { SendGiftContext, type SendGiftApi } from '../../features/gift/sendGift';
import { useGiftCatalogue, useGiveGift } from '../../features/gift/useGiveGift';
import { Form, Paragraph } from '../layout';

interface Opened {
  username: string;
  giftId?: number;
}

function SendGiftForm({ opened, onDone }: { opened: Opened; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useGiftCatalogue();
  const giving = useGiveGift(() => navigate(desktopPaths.pay));
  const fixed = opened.username !== '';
  const [username, setUsername] = useState(opened.username);
  const [error, setError] = useState<string | undefined>();

  const send = async (gift: GiftItem, quantity: number, message: string) => {
    const to = username.trim();
    if (!to) {
      setError(t('gift.recipientRequired'));
      return;
    }
    const outcome = await giving.send(to, gift, quantity, message);
    if (outcome.ok) onDone();
    else if (outcome.reason === 'user_not_found') setError(t('gift.userNotFound'));
  };

  if (categories === undefined) return <Paragraph role="status">{t('gift.loading')}</Paragraph>;
  if (categories === null || categories.length === 0) return <EmptyState title={t('gift.catalogueEmpty')} />;
  return (
    <Form as="div">
      {fixed ? (
        error && <Paragraph role="alert">{error}</Paragraph>
      ) : (
        <TextField
          label={t('gift.recipient')}
          name="username"
          autoComplete="off"
          value={username}
          onValueChange={(value: string) => {
            setUsername(value);
            setError(undefined);
          }}
          error={error}
          required
        />
      )}
      <GiftPicker
        categories={categories}
        defaultGiftId={opened.giftId}
        sending={giving.sending}
        onSend={(gift: GiftItem, quantity: number, message: string) => void send(gift, quantity, message)}
      />
    </Form>
  );
}

/** Provides `useSendGift()` to the signed-in desktop and draws the overlay. */
export function SendGiftProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened | null>(null);
  // A new key per opening: the form starts empty each time.
  const [serial, setSerial] = useState(0);
  const open = useCallback((username: string, giftId?: number) => {
    setOpened({ username: username.trim(), giftId });
    setSerial((n) => n + 1);
  }, []);
  const api = useMemo<SendGiftApi>(() => ({ open }), [open]);
  const close = () => setOpened(null);
  return (
    <SendGiftContext.Provider value={api}>
      {children}
      <Dialog
        open={opened !== null}
        onClose={close}
        size="lg"
        title={
          opened?.username ? t('desk.sendGift.title', { name: opened.username }) : t('desk.sendGift.titleNoRecipient')
        }
      >
        {opened && <SendGiftForm key={serial} opened={opened} onDone={close} />}
      </Dialog>
    </SendGiftContext.Provider>
  );
}
