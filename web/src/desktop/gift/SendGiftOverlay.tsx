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
import { Dialog, ErrorText, GiftPicker } from '../../app/ui';
import { SendGiftContext, type SendGiftApi } from '../../features/gift/sendGift';
import { useGiftForm } from '../../features/gift/useGiftForm';
import { Form } from '../layout';

interface Opened {
  username: string;
  giftId?: number;
}

function SendGiftForm({ opened, onDone }: { opened: Opened; onDone: () => void }) {
  const navigate = useNavigate();
  const fixed = opened.username !== '';
  const { error, picker } = useGiftForm({
    recipient: fixed ? opened.username : undefined,
    onRecharge: () => navigate(desktopPaths.pay),
    onSent: onDone,
  });
  return (
    <Form as="div">
      {fixed && error && <ErrorText>{error}</ErrorText>}
      <GiftPicker {...picker} defaultGiftId={opened.giftId} />
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
