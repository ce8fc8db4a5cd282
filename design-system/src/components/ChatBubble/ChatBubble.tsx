import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { EmoticonText } from '../EmoticonText';
import { RelativeTime } from '../RelativeTime';
import { Bubble, BubbleRow, Failure, Stack, Time } from './ChatBubble.styles';
import { useLocale } from '../../i18n/LocaleProvider';

/** A chat message (docs/product.md section 3). */
export interface ChatMessage {
  mid?: number | string;
  /** Text (with [emoticon] codes) or a picture. */
  type: 'txt' | 'img';
  content?: string;
  img?: string;
  sender_id: number;
  /** Unix seconds. */
  create_time: number;
}

export type ChatBubbleProps = ComponentPropsWithoutRef<'div'> & {
  /** The message. */
  message: ChatMessage;
  /** Sent by the viewer (right side, brand colour). */
  mine: boolean;
  /** The sender's name (picture alt text, screen readers). */
  senderName: string;
  /** The sender's avatar, shown on the other side's messages. */
  senderAvatar?: string | null;
  /** Fixed "now" (ms). */
  now?: number;
  /** Open a picture large. */
  onOpenImage?: (src: string) => void;
  /**
   * Delivery of the viewer's own message: `pending` until the server has stored it, `failed` when it
   * was refused or not acknowledged in time. Absent: delivered.
   */
  status?: 'pending' | 'failed';
  /** Why a failed message was not sent (already in the member's language). */
  failureReason?: string;
  /** Sends a failed message again; shows the retry action. */
  onRetry?: () => void;
  /** Removes a failed message; shows the delete action. */
  onDiscard?: () => void;
};

/** One chat message: text with emoticons, or a picture. */
export const ChatBubble = forwardRef<HTMLDivElement, ChatBubbleProps>(function ChatBubble(
  { message, mine, senderName, senderAvatar, now, onOpenImage, status, failureReason, onRetry, onDiscard, ...rest },
  ref,
) {
  const { t } = useLocale();
  const image = message.type === 'img' && Boolean(message.img);
  return (
    <BubbleRow ref={ref} $mine={mine} aria-busy={status === 'pending' || undefined} {...rest}>
      {!mine && <Avatar src={senderAvatar} name={senderName} size="sm" />}
      <Stack $mine={mine}>
        <Bubble $mine={mine} $image={image} $status={status}>
          <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {mine ? t('chat.you') : senderName}:{' '}
          </span>
          {image ? (
            <img
              className="picture"
              src={message.img}
              alt={t('chat.image', { name: mine ? t('chat.you') : senderName })}
              onClick={onOpenImage ? () => onOpenImage(message.img!) : undefined}
            />
          ) : (
            <EmoticonText text={message.content ?? ''} />
          )}
        </Bubble>
        {status === 'failed' ? (
          <Failure role="alert">
            <span>{failureReason ? t('chat.notSentBecause', { reason: failureReason }) : t('chat.notSent')}</span>
            {onRetry && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('chat.retry')}
              </Button>
            )}
            {onDiscard && (
              <Button variant="ghost" size="sm" onClick={onDiscard}>
                {t('chat.discard')}
              </Button>
            )}
          </Failure>
        ) : (
          <Time>
            {status === 'pending' ? t('chat.sending') : <RelativeTime seconds={message.create_time} now={now} />}
          </Time>
        )}
      </Stack>
    </BubbleRow>
  );
});
