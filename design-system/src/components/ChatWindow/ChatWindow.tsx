import {
  forwardRef,
  Fragment,
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type RefObject,
  type UIEvent,
} from 'react';
import { ChevronDown, ChevronUp, Flag, X } from 'lucide-react';
import { Avatar } from '../Avatar';
import { ChatBubble, type ChatMessage } from '../ChatBubble';
import { ChatComposer, type ChatComposerProps } from '../ChatComposer';
import { IconButton } from '../IconButton';
import { VerifiedBadge } from '../VerifiedBadge';
import { Head, Hint, Messages, Title, WindowRoot } from './ChatWindow.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export type ChatWindowState = 'expanded' | 'collapsed' | 'closed';

export interface ChatPartner {
  id: number;
  username: string;
  avatar?: string | null;
  vip: 0 | 1 | 2;
  is_online: 0 | 1;
  /** 1 when staff verified the partner: the VerifiedBadge follows the name. */
  verified?: 0 | 1;
}

export type ChatWindowProps = Omit<ComponentPropsWithoutRef<'section'>, 'onSubmit'> & {
  /** expanded (messages and composer), collapsed (title bar only) or closed (nothing). */
  state: ChatWindowState;
  /** Told when the member collapses, expands or closes the window. */
  onStateChange: (state: ChatWindowState) => void;
  /** The other member. */
  partner: ChatPartner;
  /** The viewer's user id (to tell own messages). */
  viewerId: number;
  /** Messages, oldest first. */
  messages: ChatMessage[];
  /** Send text. */
  onSend: ChatComposerProps['onSend'];
  /** Composer options (translate, image, gift). */
  composerProps?: Omit<ChatComposerProps, 'onSend'>;
  /** Fixed "now" (ms). */
  now?: number;
  /** The viewer's name and avatar for their own messages. */
  viewer?: { username: string; avatar?: string | null };
  /** Notices shown between the messages and the composer (upgrade, translation). */
  notice?: ReactNode;
  /** The viewer's messages not stored yet (ChatBubbles with a pending or failed status), after the log's. */
  unsent?: ReactNode;
  /** Shown under a message of the log (the recipient's SafetyQuestion under a flagged one); null: nothing. */
  afterMessage?: (message: ChatMessage) => ReactNode;
  /** floating: the 300 px desktop window; page: fills its container (the full-page chat, no collapsing). */
  layout?: 'floating' | 'page';
  /**
   * The message log, for a caller that keeps the scroll position itself (history loading, follow
   * rules); without it the window follows new messages on its own.
   */
  logRef?: RefObject<HTMLDivElement | null>;
  /** Scrolling of the message log. */
  onLogScroll?: (event: UIEvent<HTMLDivElement>) => void;
  /** Older messages are loading: "Loading…" at the top of the log, which is marked busy. */
  loading?: boolean;
  /** "Report or block" the partner, from the title bar (not offered without it). */
  onReport?: () => void;
  /** The report button's name, in the member's language ("Report or block Mei"): the app's words. */
  reportLabel?: string;
};

/** A desktop floating chat window (300 px): expanded, collapsed or closed. */
export const ChatWindow = forwardRef<HTMLElement, ChatWindowProps>(function ChatWindow(
  {
    state,
    onStateChange,
    partner,
    viewerId,
    messages,
    unsent,
    afterMessage,
    onSend,
    composerProps,
    now,
    viewer,
    notice,
    layout = 'floating',
    logRef,
    onLogScroll,
    loading = false,
    onReport,
    reportLabel,
    ...rest
  },
  ref,
) {
  const { t } = useLocale();
  const id = useId();
  const ownList = useRef<HTMLDivElement>(null);
  const list = logRef ?? ownList;
  const expanded = state === 'expanded';
  useEffect(() => {
    if (logRef) return;
    const el = list.current;
    // Follow new messages unless the member scrolled up more than 20 px (docs/product.md section 4).
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight <= 20 + el.clientHeight) el.scrollTop = el.scrollHeight;
  }, [messages.length, expanded, logRef, list]);
  if (state === 'closed') return null;
  return (
    <WindowRoot ref={ref} aria-labelledby={`chatwin-${id}`} $collapsed={!expanded} $page={layout === 'page'} {...rest}>
      <Head>
        <Avatar
          src={partner.avatar}
          name={partner.username}
          vip={partner.vip}
          online={partner.is_online === 1}
          size="sm"
        />
        <Title id={`chatwin-${id}`}>
          <span>
            {partner.username}
            {partner.verified === 1 && <VerifiedBadge />}
          </span>
          <small>{t(partner.is_online === 1 ? 'presence.online' : 'presence.offline')}</small>
        </Title>
        {onReport && reportLabel && (
          <IconButton size="sm" label={reportLabel} icon={<Flag aria-hidden />} onClick={onReport} />
        )}
        {layout === 'floating' && (
          <IconButton
            size="sm"
            label={expanded ? t('chat.collapse') : t('chat.expand')}
            aria-expanded={expanded}
            icon={expanded ? <ChevronDown aria-hidden /> : <ChevronUp aria-hidden />}
            onClick={() => onStateChange(expanded ? 'collapsed' : 'expanded')}
          />
        )}
        <IconButton
          size="sm"
          label={t('chat.close')}
          icon={<X aria-hidden />}
          onClick={() => onStateChange('closed')}
        />
      </Head>
      {expanded && (
        <>
          <Messages
            ref={list}
            role="log"
            aria-label={t('chat.history')}
            aria-busy={loading || undefined}
            tabIndex={0}
            onScroll={onLogScroll}
          >
            {loading && <Hint role="status">{t('common.loading')}</Hint>}
            {messages.length === 0 && !unsent && !loading && <Hint>{t('chat.noMessages')}</Hint>}
            {messages.map((message, index) => {
              const mine = message.sender_id === viewerId;
              return (
                <Fragment key={message.mid ?? index}>
                  <ChatBubble
                    message={message}
                    mine={mine}
                    senderName={mine && viewer ? viewer.username : partner.username}
                    senderAvatar={mine && viewer ? viewer.avatar : partner.avatar}
                    now={now}
                  />
                  {afterMessage?.(message)}
                </Fragment>
              );
            })}
            {unsent}
          </Messages>
          {notice}
          <ChatComposer onSend={onSend} {...composerProps} />
        </>
      )}
    </WindowRoot>
  );
});
