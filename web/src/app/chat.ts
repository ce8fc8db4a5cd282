/**
 * The one live connection of the app: started by the signed-in shells, stopped when the session ends
 * (sign-out or -401), so that it never reconnects for a signed-out visitor.
 */
import { useSyncExternalStore } from 'react';
import { isOk, post } from './api';
import { clearSession, getSession, subscribeSession } from './session';
import { ChatSocket, type ChatContact, type ChatState } from './socket';
import { ticketOf } from './socketFrames';
import { playSound } from './sounds';

export const chat = new ChatSocket({
  ticket: async () => ticketOf(await post('/member/socket/ticket')),
  play: playSound,
  loadMember: async (id) => {
    const answer = await post<Partial<ChatContact>>('/member/index/userdetail', { id });
    return isOk(answer) ? answer.data : null;
  },
});

subscribeSession(() => {
  if (!getSession()) chat.stop();
});

chat.onEvent((event) => {
  if (event.type === 'suspended') clearSession();
});

/** Connects for the signed-in member, if any. */
export function startChat(): void {
  const session = getSession();
  if (session) chat.start({ id: session.id });
}

export function useChatState(): ChatState {
  return useSyncExternalStore(chat.subscribe, chat.getState, chat.getState);
}
