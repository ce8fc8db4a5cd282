/**
 * The customer-service inbox: the chat list (cs/chats), the open chat's history with who wrote each
 * reply (cs/history), and the live socket as id 2. Any live message reloads the list, and the open
 * chat's history when it concerns that chat, so several staff see each other's replies at once.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isOk } from '../../app/api';
import { staffPost } from './staffApi';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { createServiceChat } from './serviceChat';
import { useStaffSession } from './staffSession';
import type { ServiceChat, ServiceMessage } from './types';

export function useServiceInbox() {
  const session = useStaffSession();
  const socket = useMemo(() => createServiceChat(), []);
  const state = useSyncExternalStore(socket.subscribe, socket.getState, socket.getState);
  const [chats, setChats] = useState<ServiceChat[]>([]);
  const [contact, setContact] = useState<number | null>(null);
  const [messages, setMessages] = useState<ServiceMessage[]>([]);

  const loadChats = useCallback(async () => {
    const answer = await staffPost<{ items: ServiceChat[] }>('/member/admin/cs/chats');
    if (isOk(answer)) setChats(answer.data.items);
  }, []);
  const loadHistory = useCallback(async (id: number) => {
    const answer = await staffPost<{ items: ServiceMessage[] }>('/member/admin/cs/history', { contact: id });
    if (isOk(answer)) setMessages(answer.data.items);
  }, []);

  useEffect(() => {
    if (!session) return;
    socket.start({ id: CUSTOMER_SERVICE_ID });
    return () => socket.stop();
  }, [socket, session]);

  useEffect(() => {
    void loadChats();
  }, [loadChats]);

  useEffect(() => {
    if (contact === null) return;
    void loadHistory(contact).then(loadChats);
    return socket.onEvent((event) => {
      if (event.type !== 'message') return;
      if (event.contact === contact) void loadHistory(contact);
    });
  }, [contact, socket, loadHistory, loadChats]);

  useEffect(
    () =>
      socket.onEvent((event) => {
        if (event.type === 'message') void loadChats();
      }),
    [socket, loadChats],
  );

  const send = (text: string) => (contact === null ? false : socket.sendText(contact, text));
  return { connected: state.connected, chats, contact, open: setContact, messages, send };
}

export const contactId = (chat: ServiceChat) => Number(chat.contact.uid ?? chat.contact.id);
