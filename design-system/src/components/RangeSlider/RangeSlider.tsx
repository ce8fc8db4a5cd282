import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { Fill, Header, Shown, SliderRoot, Thumb, Track } from './RangeSlider.styles';

export type RangeValue = readonly [number, number];

export type RangeSliderProps = Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'defaultValue'> & {
  /** The visible label of the range (年齡). */
  label: string;
  /** Each thumb's accessible name: the low end's, then the high end's (最小年齡, 最大年齡). */
  thumbLabels: readonly [string, string];
  min: number;
  max: number;
  step?: number;
  /** The chosen range, low end first (controlled). */
  value: RangeValue;
  /** The new range; the low end never passes the high one. */
  onValueChange: (value: [number, number]) => void;
  /** Form field names of the two ends. */
  names?: readonly [string, string];
  /** How an end is written beside the label and read out (default: the number). */
  formatValue?: (value: number) => string;
  disabled?: boolean;
};

/**
 * A range with two thumbs (an age range): two native range inputs over one track, so each thumb is
 * a slider with arrow keys, Page Up/Down and Home/End, and the thumbs cannot cross.
 */
export const RangeSlider = forwardRef<HTMLDivElement, RangeSliderProps>(function RangeSlider(
  { label, thumbLabels, min, max, step = 1, value, onValueChange, names, formatValue = String, disabled, ...rest },
  ref,
) {
  const labelId = useId();
  const [low, high] = value;
  const at = (end: number) => `${((Math.min(Math.max(end, min), max) - min) / (max - min || 1)) * 100}%`;
  const shown = `${formatValue(low)} – ${formatValue(high)}`;
  return (
    <SliderRoot ref={ref} role="group" aria-labelledby={labelId} {...rest}>
      <Header>
        <span id={labelId}>{label}</span>
        <Shown aria-hidden="true">{shown}</Shown>
      </Header>
      <Track>
        <Fill style={{ insetInlineStart: at(low), insetInlineEnd: `calc(100% - ${at(high)})` }} />
        <Thumb
          type="range"
          name={names?.[0]}
          aria-label={thumbLabels[0]}
          aria-valuetext={formatValue(low)}
          min={min}
          max={max}
          step={step}
          value={low}
          disabled={disabled}
          // The low thumb sits above the high one when both are at the top, so it can still move.
          style={{ zIndex: low >= max - step ? 2 : 1 }}
          onChange={(event) => onValueChange([Math.min(Number(event.target.value), high), high])}
        />
        <Thumb
          type="range"
          name={names?.[1]}
          aria-label={thumbLabels[1]}
          aria-valuetext={formatValue(high)}
          min={min}
          max={max}
          step={step}
          value={high}
          disabled={disabled}
          onChange={(event) => onValueChange([low, Math.max(Number(event.target.value), low)])}
        />
      </Track>
    </SliderRoot>
  );
});
