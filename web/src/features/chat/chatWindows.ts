/**
 * The desktop's floating chat windows (docs/product.md section 4, "Desktop chat windows"): each open
 * conversation is expanded or collapsed (closed ones leave the list). The most recently opened or
 * swapped-in window comes first; the first `visibleWindowCount(width)` are on screen and the rest wait
 * in the hidden dropdown. Anything on the desktop (member rows, hover cards, profiles) opens a window
 * with `openChatWindow(id)`.
 */
import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '../../app/session';

export type WindowState = 'expanded' | 'collapsed';

export interface ChatWindowEntry {
  id: number;
  state: WindowState;
}

/** Width of one window and of the chat list panel (docs/product.md section 9). */
export const CHAT_WINDOW_WIDTH = 300;
/** Visible windows before the page width is known. */
export const DEFAULT_VISIBLE_WINDOWS = 2;
/** The window count follows a resize only once resizing pauses this long. */
export const RESIZE_DEBOUNCE_MS = 300;

/** floor((width - 300) / 300), at least one; the default 2 without a width. */
export function visibleWindowCount(width: number | undefined): number {
  if (!width || !Number.isFinite(width)) return DEFAULT_VISIBLE_WINDOWS;
  return Math.max(1, Math.floor((width - CHAT_WINDOW_WIDTH) / CHAT_WINDOW_WIDTH));
}

/** The windows on screen and those in the hidden dropdown. */
export function splitWindows(windows: ChatWindowEntry[], visible: number) {
  return { shown: windows.slice(0, visible), hidden: windows.slice(visible) };
}

let windows: ChatWindowEntry[] = [];
const listeners = new Set<() => void>();

function set(next: ChatWindowEntry[]): void {
  windows = next;
  for (const listener of listeners) listener();
}

export function getChatWindows(): ChatWindowEntry[] {
  return windows;
}

export function subscribeChatWindows(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens (or brings forward and expands) the window with member `id`. */
export function openChatWindow(id: number): void {
  set([{ id, state: 'expanded' }, ...windows.filter((w) => w.id !== id)]);
}

/** Brings a hidden window on screen; the last visible one moves to the dropdown. */
export function swapInChatWindow(id: number): void {
  const found = windows.find((w) => w.id === id);
  if (found) set([found, ...windows.filter((w) => w.id !== id)]);
}

export function setChatWindowState(id: number, state: WindowState | 'closed'): void {
  if (state === 'closed') set(windows.filter((w) => w.id !== id));
  else set(windows.map((w) => (w.id === id ? { ...w, state } : w)));
}

subscribeSession(() => {
  if (!getSession() && windows.length) set([]);
});

export function useChatWindows(): ChatWindowEntry[] {
  return useSyncExternalStore(subscribeChatWindows, getChatWindows, getChatWindows);
}
