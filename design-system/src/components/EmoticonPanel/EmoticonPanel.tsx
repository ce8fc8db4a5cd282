import { forwardRef, useRef, useState, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { Cell, Grid, PanelRoot } from './EmoticonPanel.styles';
import { emoticons as allEmoticons, type Emoticon } from '../../emoticons/catalog';
import { iconToDataUrl } from '../../emoticons/iconify';
import { useLocale } from '../../i18n/LocaleProvider';

export type EmoticonPanelProps = Omit<ComponentPropsWithoutRef<'div'>, 'onSelect'> & {
  /** Called with the code (without brackets); insert `[code]` into the message. */
  onSelect: (code: string) => void;
  /** Columns of the grid (8 on phones, 10 in the desktop composer). */
  columns?: number;
  /** A subset or a different order; the whole set by default. */
  emoticons?: readonly Emoticon[];
};

/** The emoticon picker of the chat and post composers; arrow keys move through the grid. */
export const EmoticonPanel = forwardRef<HTMLDivElement, EmoticonPanelProps>(function EmoticonPanel(
  { onSelect, columns = 8, emoticons = allEmoticons, ...rest },
  ref,
) {
  const { t, locale } = useLocale();
  const [focusIndex, setFocusIndex] = useState(0);
  const cells = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (index: number) => {
    const next = Math.max(0, Math.min(emoticons.length - 1, index));
    setFocusIndex(next);
    cells.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
    if (event.key in steps) {
      event.preventDefault();
      move(focusIndex + steps[event.key]);
    } else if (event.key === 'Home') {
      event.preventDefault();
      move(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      move(emoticons.length - 1);
    }
  };
  return (
    <PanelRoot ref={ref} role="group" aria-label={t('emoticon.panel')} {...rest}>
      <Grid $columns={columns} onKeyDown={onKeyDown}>
        {emoticons.map((emoticon, index) => (
          <Cell
            key={emoticon.code}
            ref={(el) => {
              cells.current[index] = el;
            }}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            title={`[${emoticon.code}]`}
            onFocus={() => setFocusIndex(index)}
            onClick={() => onSelect(emoticon.code)}
          >
            <img src={iconToDataUrl(emoticon.icon)} alt={emoticon.label[locale]} draggable={false} />
          </Cell>
        ))}
      </Grid>
    </PanelRoot>
  );
});
