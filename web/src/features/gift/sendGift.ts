/**
 * The global send-gift overlay of the desktop (docs/product.md section 2, "Floating UI"): any screen,
 * hover card or chat window opens it for a member with `useSendGift().open(username)`; the store
 * passes the gift chosen and may leave the username empty (the overlay then asks for it). The
 * layout that draws the overlay provides the context; without a provider `open` does nothing.
 */
import { createContext, useContext } from 'react';

export interface SendGiftApi {
  open: (username: string, giftId?: number) => void;
}

export const SendGiftContext = createContext<SendGiftApi>({ open: () => undefined });

export function useSendGift(): SendGiftApi {
  return useContext(SendGiftContext);
}
