/**
 * One conversation on the live connection, shared by the mobile chat screen and the desktop chat
 * windows (docs/product.md sections 4 and 5): selecting it (opt 0) marks it read and brings the
 * latest history, scrolling to the top loads older history (opt 3 with the oldest create_time), the
 * log follows new messages unless the member scrolled up more than 20 px, and opt 7 / opt 8 for this
 * partner become a notice. Sends go through `chat.sendText` / `chat.sendImage`.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { isOk } from '../../app/api';
import { chat, useChatState } from '../../app/chat';
import { uploadPicture } from '../../app/pictures';
import type { ChatMessage } from '../../app/socket';

/** Scrolled up by more than this, the view stops following new messages (docs/product.md section 9). */
export const FOLLOW_THRESHOLD_PX = 20;

export type ConversationNotice = { kind: 'notAllowed' | 'upgrade' | 'lowCredits'; msg?: string } | null;

export type SendOutcome =
  { ok: true } | { ok: false; reason: 'offline' } | { ok: false; reason: 'upload'; msg: string };

const sameMessage = (a: ChatMessage, b: ChatMessage) => Number(a.mid) === Number(b.mid);

/** Older history before the messages held, without repeating any of them. */
export function mergeHistory(older: ChatMessage[], current: ChatMessage[]): ChatMessage[] {
  return [...older.filter((m) => !current.some((c) => sameMessage(c, m))), ...current];
}

export interface ConversationOptions {
  /** Told when the server refuses a send (opt 1 error) with its message key. */
  onSendError?: (msg: string) => void;
}

export function useConversation(partnerId: number, { onSendError }: ConversationOptions = {}) {
  const { connected, outbox } = useChatState();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [historyLoaded, setHistoryLoaded] = useState(false);
  const [more, setMore] = useState(false);
  const [notice, setNotice] = useState<ConversationNotice>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const pending = useRef<'initial' | 'older' | null>(null);
  const keepFromBottom = useRef<number | null>(null);
  const sendError = useRef(onSendError);
  sendError.current = onSendError;

  // Selecting the chat (again after a reconnect) marks it read and brings the latest history.
  useEffect(() => {
    if (!connected) return;
    pending.current = 'initial';
    chat.openChat(partnerId);
  }, [connected, partnerId]);

  // Leaving resets the selection, unless another conversation took it meanwhile (desktop windows).
  useEffect(
    () => () => {
      if (chat.getState().current === partnerId) chat.closeChat();
    },
    [partnerId],
  );

  useEffect(
    () =>
      chat.onEvent((event) => {
        if (event.type === 'history' && event.contact === partnerId) {
          const kind = pending.current;
          pending.current = null;
          setMore(event.more);
          setHistoryLoaded(true);
          if (kind === 'older') {
            const el = logRef.current;
            keepFromBottom.current = el ? el.scrollHeight - el.scrollTop : null;
            setMessages((current) => mergeHistory(event.list, current));
          } else {
            follow.current = true;
            setMessages(event.list);
          }
        } else if (event.type === 'message' && event.contact === partnerId) {
          if (!event.incoming) follow.current = true;
          setMessages((current) =>
            current.some((m) => sameMessage(m, event.message)) ? current : [...current, event.message],
          );
        } else if (event.type === 'notAllowed' && (event.contact === null || event.contact === partnerId)) {
          setNotice({ kind: 'notAllowed', msg: event.msg });
        } else if (event.type === 'upgrade' && (event.contact === null || event.contact === partnerId)) {
          setNotice({ kind: 'upgrade', msg: event.msg });
        } else if (event.type === 'error' && event.opt === 1 && !event.ref) {
          // A refusal naming its ref shows on the message itself (failed, with retry).
          sendError.current?.(event.msg);
        }
      }),
    [partnerId],
  );

  // Sent and not yet stored (or refused): after the conversation, until the acknowledgement is in it.
  const unsent = outbox.filter((m) => m.contact === partnerId && !messages.some((s) => s.ref === m.ref));

  useLayoutEffect(() => {
    const el = logRef.current;
    if (!el) return;
    if (keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (follow.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages, unsent.length]);

  const loadOlder = useCallback(() => {
    const oldest = messages[0];
    if (!oldest || !more || pending.current) return;
    if (chat.loadHistory(partnerId, Number(oldest.create_time), Number(oldest.mid))) pending.current = 'older';
  }, [messages, more, partnerId]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const el = event.currentTarget;
      follow.current = el.scrollHeight - el.scrollTop - el.clientHeight <= FOLLOW_THRESHOLD_PX;
      if (el.scrollTop <= 0) loadOlder();
    },
    [loadOlder],
  );

  /** Scrolls to the newest message (a window that was collapsed comes back at the bottom). */
  const scrollToEnd = useCallback(() => {
    follow.current = true;
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  const sendText = useCallback(
    (text: string): SendOutcome => {
      follow.current = true;
      return chat.sendText(partnerId, text) ? { ok: true } : { ok: false, reason: 'offline' };
    },
    [partnerId],
  );

  const sendImage = useCallback(
    async (file: File): Promise<SendOutcome> => {
      const answer = await uploadPicture(file);
      if (!isOk(answer) || !answer.data?.url) return { ok: false, reason: 'upload', msg: answer.msg };
      return chat.sendImage(partnerId, answer.data.url) ? { ok: true } : { ok: false, reason: 'offline' };
    },
    [partnerId],
  );

  return {
    messages,
    historyLoaded,
    more,
    notice,
    setNotice,
    logRef,
    onScroll,
    scrollToEnd,
    loadOlder,
    sendText,
    sendImage,
    /** This partner's messages still in the outbox (pending, or failed with a reason). */
    unsent,
    retry: (ref: string) => chat.retry(ref),
    /** Sends a message held by "Are you sure?" (the wording check) anyway. */
    sendAnyway: (ref: string) => chat.retry(ref, true),
    discard: (ref: string) => chat.discard(ref),
  };
}
