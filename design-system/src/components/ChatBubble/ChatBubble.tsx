import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Avatar } from '../Avatar';
import { EmoticonText } from '../EmoticonText';
import { RelativeTime } from '../RelativeTime';
import { Bubble, BubbleRow, Stack, Time } from './ChatBubble.styles';
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
};

/** One chat message: text with emoticons, or a picture. */
export const ChatBubble = forwardRef<HTMLDivElement, ChatBubbleProps>(function ChatBubble(
  { message, mine, senderName, senderAvatar, now, onOpenImage, ...rest },
  ref,
) {
  const { t } = useLocale();
  const image = message.type === 'img' && Boolean(message.img);
  return (
    <BubbleRow ref={ref} $mine={mine} {...rest}>
      {!mine && <Avatar src={senderAvatar} name={senderName} size="sm" />}
      <Stack $mine={mine}>
        <Bubble $mine={mine} $image={image}>
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
        <Time>
          <RelativeTime seconds={message.create_time} now={now} />
        </Time>
      </Stack>
    </BubbleRow>
  );
});
