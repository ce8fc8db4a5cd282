/**
 * The floating chat of every signed-in desktop page (docs/product.md sections 2 and 4): the
 * collapsible chat list panel at the bottom right, the open conversations as floating windows beside
 * it (floor((width - 300) / 300) on screen, recounted 300 ms after resizing stops), the others in a
 * hidden dropdown with their count, from which one can be swapped in. The full-page chat
 * (/w/home/chat) has its own list and conversation, so the dock stays away from it.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { ChevronUp } from 'lucide-react';
import { desktopPaths } from '../../app/paths';
import { Button } from '../../app/ui';
import {
  RESIZE_DEBOUNCE_MS,
  setChatWindowState,
  splitWindows,
  swapInChatWindow,
  useChatWindows,
  visibleWindowCount,
} from '../../features/chat/chatWindows';
import { usePartner } from '../../features/chat/usePartner';
import { ChatPanel } from './ChatPanel';
import { ConversationPane } from './ConversationPane';

const Dock = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: 0;
  z-index: ${({ theme }) => theme.layer.floating};
  display: flex;
  flex-direction: row-reverse;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
`;

const Overflow = styled.div`
  position: relative;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const HiddenList = styled.ul`
  position: absolute;
  bottom: calc(100% + ${({ theme }) => theme.space.xs});
  right: 0;
  min-width: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.popover};
`;

/** The number of windows on screen, following the window width once resizing pauses. */
export function useVisibleWindowCount(): number {
  const [count, setCount] = useState(() => visibleWindowCount(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setCount(visibleWindowCount(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, []);
  return count;
}

function HiddenEntry({ id, onSwap }: { id: number; onSwap: () => void }) {
  const { t } = useTranslation();
  const partner = usePartner(id, t('chat.serviceName'));
  return (
    <li>
      <Button variant="ghost" size="sm" fullWidth onClick={onSwap}>
        {partner?.username ?? ''}
      </Button>
    </li>
  );
}

function HiddenWindows({ ids }: { ids: number[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (ids.length === 0) setOpen(false);
  }, [ids.length]);
  return (
    <Overflow>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        iconEnd={<ChevronUp aria-hidden size={16} />}
        onClick={() => setOpen((o) => !o)}
      >
        {t('desk.messaging.chat.more', { count: ids.length })}
      </Button>
      {open && (
        <HiddenList aria-label={t('desk.messaging.chat.hidden')}>
          {ids.map((id) => (
            <HiddenEntry
              key={id}
              id={id}
              onSwap={() => {
                swapInChatWindow(id);
                setOpen(false);
              }}
            />
          ))}
        </HiddenList>
      )}
    </Overflow>
  );
}

export default function FloatingChat() {
  const location = useLocation();
  const windows = useChatWindows();
  const visible = useVisibleWindowCount();
  if (location.pathname.startsWith(desktopPaths.chat)) return null;
  const { shown, hidden } = splitWindows(windows, visible);
  return (
    <Dock>
      <ChatPanel />
      {shown.map((entry) => (
        <ConversationPane
          key={entry.id}
          partnerId={entry.id}
          state={entry.state}
          onStateChange={(state) => setChatWindowState(entry.id, state)}
        />
      ))}
      {hidden.length > 0 && <HiddenWindows ids={hidden.map((entry) => entry.id)} />}
    </Dock>
  );
}
