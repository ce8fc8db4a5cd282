/**
 * Who the global send-gift overlay is for: member rows, hover cards, profiles and chat windows call
 * `openSendGift`, the overlay reads `useSendGiftTarget` and closes with `closeSendGift`.
 */
import { useSyncExternalStore } from 'react';

export interface GiftTarget {
  id: number;
  username: string;
}

let target: GiftTarget | null = null;
const listeners = new Set<() => void>();

function set(next: GiftTarget | null): void {
  target = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => target;

export function openSendGift(member: GiftTarget): void {
  set(member);
}

export function closeSendGift(): void {
  set(null);
}

export function useSendGiftTarget(): GiftTarget | null {
  return useSyncExternalStore(subscribe, get, get);
}
