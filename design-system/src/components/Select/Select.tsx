import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { FieldFooter, FieldHint, FieldLabel, FieldRoot, RequiredMark } from '../TextField/TextField.styles';
import { NativeSelect, SelectWrap } from './Select.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Visible text. */
  label: string;
  /** Cannot be chosen. */
  disabled?: boolean;
}

export type SelectProps = Omit<ComponentPropsWithoutRef<'select'>, 'children'> & {
  /** Visible label; pass `hideLabel` to keep it for screen readers only. */
  label: string;
  /** Label read by screen readers only (e.g. the year/month/day parts of a date). */
  hideLabel?: boolean;
  /** The choices. */
  options: SelectOption[];
  /** First, empty choice; `true` uses the library's "Please choose". */
  placeholder?: string | boolean;
  /** Help text. */
  hint?: ReactNode;
  /** Error message. */
  error?: ReactNode;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
};

/** A native select: the platform picker on phones, a list on desktop. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hideLabel = false,
    options,
    placeholder,
    hint,
    error,
    onValueChange,
    onChange,
    id,
    required,
    className,
    style,
    ...rest
  },
  ref,
) {
  const { t } = useLocale();
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  const hintId = `${selectId}-hint`;
  return (
    <FieldRoot className={className} style={style}>
      <FieldLabel
        htmlFor={selectId}
        style={
          hideLabel
            ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }
            : undefined
        }
      >
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <SelectWrap>
        <NativeSelect
          ref={ref}
          id={selectId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={hint || error ? hintId : undefined}
          $invalid={Boolean(error)}
          onChange={(event) => {
            onValueChange?.(event.target.value);
            onChange?.(event);
          }}
          {...rest}
        >
          {placeholder && (
            <option value="" disabled={required}>
              {placeholder === true ? t('common.choose') : placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <ChevronDown aria-hidden />
      </SelectWrap>
      {(hint || error) && (
        <FieldFooter>
          <FieldHint id={hintId} $error={Boolean(error)}>
            {error ?? hint}
          </FieldHint>
        </FieldFooter>
      )}
    </FieldRoot>
  );
});
