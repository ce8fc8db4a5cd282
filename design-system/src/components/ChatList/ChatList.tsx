import { forwardRef, useId, useRef, useState, type ComponentPropsWithoutRef, type TouchEvent } from 'react';
import { MessageCircle, Search as SearchIcon } from 'lucide-react';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { EmoticonText } from '../EmoticonText';
import { EmptyState } from '../EmptyState';
import { RelativeTime } from '../RelativeTime';
import { TextField } from '../TextField';
import {
  DeleteAction,
  Item,
  Items,
  ListRoot,
  Name,
  Preview,
  Row,
  Search,
  ServiceTag,
  Texts,
  Top,
} from './ChatList.styles';
import { useLocale } from '../../i18n/LocaleProvider';

/** A chat contact (docs/product.md section 3). */
export interface ChatContact {
  id: number;
  username: string;
  avatar?: string | null;
  vip: 0 | 1 | 2;
  is_online: 0 | 1;
  /** Unread messages. */
  count: number;
  /** Last message. */
  content: string;
  /** Unix seconds of the last message. */
  create_time: number;
  /** The customer-service entry (user id 2). */
  service?: boolean;
}

export type ChatListProps = Omit<ComponentPropsWithoutRef<'section'>, 'onSelect'> & {
  /** Contacts, newest first. */
  contacts: ChatContact[];
  /** The open chat. */
  activeId?: number;
  /** Open a chat. */
  onOpen: (contact: ChatContact) => void;
  /** Delete a chat (swipe left on mobile; the button is reachable by keyboard everywhere). */
  onDelete?: (contact: ChatContact) => void;
  /** Show the search box (filters by name). */
  searchable?: boolean;
  /** Initial search text. */
  defaultQuery?: string;
  /** Contact whose delete action starts revealed (stories). */
  revealedId?: number;
  /** Fixed "now" (ms). */
  now?: number;
};

const REVEAL = 88;

/** The chat list: search, unread badges, last message and time, swipe to delete on mobile. */
export const ChatList = forwardRef<HTMLElement, ChatListProps>(function ChatList(
  { contacts, activeId, onOpen, onDelete, searchable = true, defaultQuery = '', revealedId, now, ...rest },
  ref,
) {
  const { t } = useLocale();
  const id = useId();
  const [query, setQuery] = useState(defaultQuery);
  const [revealed, setRevealed] = useState<number | undefined>(revealedId);
  const [drag, setDrag] = useState<{ id: number; dx: number } | null>(null);
  const start = useRef<number | null>(null);
  const needle = query.trim().toLowerCase();
  const shown = needle ? contacts.filter((c) => c.username.toLowerCase().includes(needle)) : contacts;

  const onTouchStart = (contact: ChatContact) => (event: TouchEvent) => {
    start.current = event.touches[0].clientX;
    setDrag({ id: contact.id, dx: revealed === contact.id ? -REVEAL : 0 });
  };
  const onTouchMove = (contact: ChatContact) => (event: TouchEvent) => {
    if (start.current === null) return;
    const base = revealed === contact.id ? -REVEAL : 0;
    setDrag({ id: contact.id, dx: Math.min(0, Math.max(-REVEAL, base + event.touches[0].clientX - start.current)) });
  };
  const onTouchEnd = (contact: ChatContact) => () => {
    if (drag && drag.id === contact.id) setRevealed(drag.dx < -REVEAL / 2 ? contact.id : undefined);
    start.current = null;
    setDrag(null);
  };

  return (
    <ListRoot ref={ref} aria-labelledby={`chatlist-${id}`} {...rest}>
      <h2
        id={`chatlist-${id}`}
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {t('chat.list')}
      </h2>
      {searchable && (
        <Search>
          <TextField
            type="search"
            label={t('common.search')}
            placeholder={t('chat.searchPlaceholder')}
            value={query}
            onValueChange={setQuery}
            endAdornment={<SearchIcon aria-hidden size={18} style={{ marginInlineEnd: 10, opacity: 0.5 }} />}
          />
        </Search>
      )}
      {shown.length === 0 ? (
        <EmptyState icon={<MessageCircle />} title={needle ? t('chat.noResults') : t('chat.empty')} />
      ) : (
        <Items>
          {shown.map((contact) => {
            const offset = drag?.id === contact.id ? drag.dx : revealed === contact.id ? -REVEAL : 0;
            return (
              <Item key={contact.id}>
                {onDelete && (
                  <DeleteAction
                    type="button"
                    aria-label={t('chat.deleteChat', { name: contact.username })}
                    onClick={() => onDelete(contact)}
                  >
                    {t('common.delete')}
                  </DeleteAction>
                )}
                <Row
                  type="button"
                  $active={contact.id === activeId}
                  aria-current={contact.id === activeId || undefined}
                  style={{ transform: `translateX(${offset}px)` }}
                  onClick={() => (revealed === contact.id ? setRevealed(undefined) : onOpen(contact))}
                  onTouchStart={onDelete ? onTouchStart(contact) : undefined}
                  onTouchMove={onDelete ? onTouchMove(contact) : undefined}
                  onTouchEnd={onDelete ? onTouchEnd(contact) : undefined}
                >
                  <Avatar
                    src={contact.avatar}
                    name={contact.username}
                    vip={contact.vip}
                    online={contact.is_online === 1}
                    size="md"
                  />
                  <Texts>
                    <Top>
                      <Name>{contact.service ? t('chat.customerService') : contact.username}</Name>
                      {contact.service && <ServiceTag>Kindred</ServiceTag>}
                      <RelativeTime seconds={contact.create_time} now={now} />
                    </Top>
                    <Preview>
                      <EmoticonText text={contact.content} />
                      <Badge count={contact.count} label={t('chat.unread', { count: contact.count })} />
                    </Preview>
                  </Texts>
                </Row>
              </Item>
            );
          })}
        </Items>
      )}
    </ListRoot>
  );
});
