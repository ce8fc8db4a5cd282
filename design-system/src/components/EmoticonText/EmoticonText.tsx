import { forwardRef, useMemo, type ComponentPropsWithoutRef } from 'react';
import { Picture, TextRoot } from './EmoticonText.styles';
import { parseEmoticons } from '../../emoticons/parseEmoticons';
import { iconToDataUrl } from '../../emoticons/iconify';
import { useLocale } from '../../i18n/LocaleProvider';

export type EmoticonTextProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> & {
  /** Message text with bracketed codes, e.g. "Hi [smile]". */
  text: string;
};

/** Text with `[code]` emoticons shown as 24 px pictures; unknown codes stay as written. */
export const EmoticonText = forwardRef<HTMLSpanElement, EmoticonTextProps>(function EmoticonText(
  { text, ...rest },
  ref,
) {
  const { locale } = useLocale();
  const tokens = useMemo(() => parseEmoticons(text), [text]);
  return (
    <TextRoot ref={ref} {...rest}>
      {tokens.map((token, index) =>
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
