import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { Picture, TextRoot } from './EmoticonText.styles';
import { loadEmoticons, tokensNow } from '../../emoticons/lazy';
import { iconToDataUrl } from '../../emoticons/iconify';
import { useLocale } from '../../i18n/LocaleProvider';

export type EmoticonTextProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> & {
  /** Message text with bracketed codes, e.g. "Hi [smile]". */
  text: string;
};

/**
 * Text with `[code]` emoticons shown as 24 px pictures; unknown codes stay as written. The emoticon
 * set loads only for a text that holds a code (until it is here, the text shows as written).
 */
export const EmoticonText = forwardRef<HTMLSpanElement, EmoticonTextProps>(function EmoticonText(
  { text, ...rest },
  ref,
) {
  const { locale } = useLocale();
  // A render once the set has arrived parses the text again (parsing is one regular expression pass).
  const [, setArrived] = useState(false);
  const tokens = tokensNow(text);
  const waiting = tokens === undefined;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    void loadEmoticons().then(() => live && setArrived(true));
    return () => {
      live = false;
    };
  }, [waiting]);
  return (
    <TextRoot ref={ref} {...rest}>
      {(tokens ?? [{ type: 'text' as const, text }]).map((token, index) =>
        token.type === 'text' ? (
          token.text
        ) : (
          <Picture
            key={index}
            src={iconToDataUrl(token.emoticon.icon)}
            alt={token.emoticon.label[locale]}
            title={`[${token.code}]`}
            draggable={false}
          />
        ),
      )}
    </TextRoot>
  );
});
