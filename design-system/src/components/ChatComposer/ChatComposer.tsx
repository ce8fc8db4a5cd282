import {
  forwardRef,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Gift, Image as ImageIcon, Languages, SendHorizontal, Smile } from 'lucide-react';
import { EmoticonPanel } from '../EmoticonPanel';
import { IconButton } from '../IconButton';
import { Bar, ComposerRoot, ErrorText, Input, Tools } from './ChatComposer.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export type ChatComposerProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** Send the text (trimmed). */
  onSend: (text: string) => void;
  /** Send a picture file. */
  onSendImage?: (file: File) => void;
  /** Open the gift panel. */
  onGift?: () => void;
  /** Translation helper on or off. */
  translateOn?: boolean;
  /** Toggle the translation helper. */
  onTranslateChange?: (on: boolean) => void;
  /** Show the picture button (hidden for vip 0 on mobile). */
  canSendImage?: boolean;
  /** Allow sending empty text (spec: gender-0 members may). */
  allowEmpty?: boolean;
  /** Start with the emoticon panel open. */
  defaultEmoticonsOpen?: boolean;
  /** Initial text. */
  defaultValue?: string;
  /** Enter sends (desktop); on phones Enter adds a line. */
  enterToSend?: boolean;
};

/** The chat input: translate toggle, picture, emoticons, gift and send. */
export const ChatComposer = forwardRef<HTMLFormElement, ChatComposerProps>(function ChatComposer(
  {
    onSend,
    onSendImage,
    onGift,
    translateOn = false,
    onTranslateChange,
    canSendImage = true,
    allowEmpty = false,
    defaultEmoticonsOpen = false,
    defaultValue = '',
    enterToSend = true,
    ...rest
  },
  ref,
) {
  const { t } = useLocale();
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const [error, setError] = useState(false);
  const [emoticonsOpen, setEmoticonsOpen] = useState(defaultEmoticonsOpen);
  const input = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value && !allowEmpty) {
      setError(true);
      return;
    }
    onSend(value);
    setText('');
    setError(false);
  };
  const insert = (code: string) => {
    const el = input.current;
    const token = `[${code}]`;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + token + text.slice(end));
    setError(false);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (enterToSend && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen) onSendImage?.(chosen);
    event.target.value = '';
  };

  return (
    <ComposerRoot ref={ref} onSubmit={send} aria-label={t('chat.messageLabel')} {...rest}>
      <Bar>
        <Input
          ref={input}
          rows={1}
          value={text}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.messageLabel')}
          aria-invalid={error || undefined}
          aria-describedby={error ? `composer-error-${id}` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(false);
          }}
          onKeyDown={onKeyDown}
        />
        <IconButton type="submit" variant="solid" label={t('chat.send')} icon={<SendHorizontal aria-hidden />} />
      </Bar>
      {error && (
        <ErrorText id={`composer-error-${id}`} role="alert">
          {t('chat.emptyError')}
        </ErrorText>
      )}
      <Tools>
        <IconButton
          label={t('chat.translate')}
          pressed={translateOn}
          icon={<Languages aria-hidden />}
          onClick={() => onTranslateChange?.(!translateOn)}
        />
        {canSendImage && (
          <>
            <IconButton
              label={t('chat.sendImage')}
              icon={<ImageIcon aria-hidden />}
              onClick={() => file.current?.click()}
            />
            <input ref={file} type="file" accept="image/gif,image/jpeg,image/png" hidden onChange={onFile} />
          </>
        )}
        <IconButton
          label={t('chat.emoticons')}
          pressed={emoticonsOpen}
          aria-expanded={emoticonsOpen}
          icon={<Smile aria-hidden />}
          onClick={() => setEmoticonsOpen((o) => !o)}
        />
        {onGift && <IconButton label={t('chat.sendGift')} icon={<Gift aria-hidden />} onClick={onGift} />}
      </Tools>
      {emoticonsOpen && <EmoticonPanel onSelect={insert} />}
    </ComposerRoot>
  );
});
