import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import {
  Dot,
  Fieldset,
  GroupError,
  Legend,
  NativeRadio,
  OptionDescription,
  OptionLabel,
  Options,
  OptionTexts,
} from './RadioGroup.styles';

export interface RadioOption {
  /** Submitted value. */
  value: string;
  /** Visible text. */
  label: ReactNode;
  /** Smaller text under the label. */
  description?: ReactNode;
  /** This option cannot be chosen. */
  disabled?: boolean;
}

export type RadioGroupProps = Omit<ComponentPropsWithoutRef<'fieldset'>, 'onChange' | 'defaultValue'> & {
  /** Group label (the legend). */
  label: ReactNode;
  /** Form name of the radios; generated when omitted. */
  name?: string;
  /** The choices. */
  options: RadioOption[];
  /** Controlled value. */
  value?: string;
  /** Uncontrolled initial value. */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Lay the options in a row (gender) or a column (notification frequency). */
  orientation?: 'vertical' | 'horizontal';
  /** Error message for the group. */
  error?: ReactNode;
};

/** One choice out of a few, with native radios (arrow keys move the choice). */
export const RadioGroup = forwardRef<HTMLFieldSetElement, RadioGroupProps>(function RadioGroup(
  { label, name, options, value, defaultValue, onValueChange, orientation = 'vertical', error, disabled, ...rest },
  ref,
) {
  const autoId = useId();
  const groupName = name ?? `radio-${autoId}`;
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const errorId = error ? `${groupName}-error` : undefined;
  return (
    <Fieldset
      ref={ref}
      role="radiogroup"
      aria-labelledby={`${groupName}-legend`}
      disabled={disabled}
      aria-describedby={errorId}
      {...rest}
    >
      <Legend id={`${groupName}-legend`}>{label}</Legend>
      <Options $orientation={orientation}>
        {options.map((option) => {
          const optionId = `${groupName}-${option.value}`;
          const isDisabled = Boolean(disabled || option.disabled);
          return (
            <OptionLabel key={option.value} htmlFor={optionId} $disabled={isDisabled}>
              <NativeRadio
                id={optionId}
                type="radio"
                name={groupName}
                value={option.value}
                checked={current === option.value}
                disabled={isDisabled}
                aria-invalid={error ? true : undefined}
                onChange={() => {
                  if (value === undefined) setInner(option.value);
                  onValueChange?.(option.value);
                }}
              />
              <Dot aria-hidden="true" />
              <OptionTexts>
                <span>{option.label}</span>
                {option.description && <OptionDescription>{option.description}</OptionDescription>}
              </OptionTexts>
            </OptionLabel>
          );
        })}
      </Options>
      {error && <GroupError id={errorId}>{error}</GroupError>}
    </Fieldset>
  );
});
