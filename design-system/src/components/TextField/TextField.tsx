import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type Ref,
} from 'react';
import {
  Counter,
  FieldFooter,
  FieldHint,
  FieldLabel,
  FieldRoot,
  Input,
  RequiredMark,
  TextArea,
} from './TextField.styles';
import { useLocale } from '../../i18n/LocaleProvider';

/** Length as people count it: an emoji or a CJK character is one, whatever its UTF-16 length. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

type NativeProps = Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'onChange' | 'value' | 'defaultValue'>;

export type TextFieldProps = NativeProps & {
  /** Visible label. */
  label: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error message; marks the field invalid and replaces the hint. */
  error?: ReactNode;
  /** Character limit; shows a live counter (signature 30, mail and gift message 50). */
  maxLength?: number;
  /** A textarea instead of a single line. */
  multiline?: boolean;
  /** Rows of the textarea. */
  rows?: number;
  /** Controlled value. */
  value?: string;
  /** Uncontrolled initial value. */
  defaultValue?: string;
  /** Called with the new value (already cut to maxLength). */
  onValueChange?: (value: string) => void;
  /** Native change event. */
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Something at the end of the input, e.g. a show-password button. */
  endAdornment?: ReactNode;
};

/** Labelled text input with hint, error and character counter. */
export const TextField = forwardRef<HTMLInputElement | HTMLTextAreaElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    maxLength,
    multiline = false,
    rows = 3,
    value,
    defaultValue,
    onValueChange,
    onChange,
    endAdornment,
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
  const inputId = id ?? `field-${autoId}`;
  const hintId = `${inputId}-hint`;
  const counterId = `${inputId}-counter`;
  const [inner, setInner] = useState(defaultValue ?? '');
  const current = value ?? inner;
  const count = characterCount(current);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    let next = event.target.value;
    if (maxLength !== undefined && characterCount(next) > maxLength)
      next = Array.from(next).slice(0, maxLength).join('');
    if (value === undefined) setInner(next);
    onValueChange?.(next);
    onChange?.(event);
  };

  const describedBy =
    [hint || error ? hintId : null, maxLength !== undefined ? counterId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id: inputId,
    value: current,
    onChange: handleChange,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    $invalid: Boolean(error),
  };

  return (
    <FieldRoot className={className} style={style}>
      <FieldLabel htmlFor={inputId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      {multiline ? (
        <TextArea
          ref={ref as Ref<HTMLTextAreaElement>}
          rows={rows}
          {...common}
          {...(rest as ComponentPropsWithoutRef<'textarea'>)}
        />
      ) : (
        <div style={{ position: 'relative', display: 'flex', alignItems: 'center' }}>
          <Input
            ref={ref as Ref<HTMLInputElement>}
            {...common}
            {...rest}
            style={endAdornment ? { paddingInlineEnd: 48 } : undefined}
          />
          {endAdornment && <span style={{ position: 'absolute', insetInlineEnd: 4 }}>{endAdornment}</span>}
        </div>
      )}
      {(hint || error || maxLength !== undefined) && (
        <FieldFooter>
          {(error || hint) && (
            <FieldHint id={hintId} $error={Boolean(error)} role={error ? 'alert' : undefined}>
              {error ?? hint}
            </FieldHint>
          )}
          {maxLength !== undefined && (
            <Counter id={counterId} $full={count >= maxLength}>
              <span aria-hidden="true">
                {count}/{maxLength}
              </span>
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {t('field.counter', { count, max: maxLength })}
              </span>
            </Counter>
          )}
        </FieldFooter>
      )}
    </FieldRoot>
  );
});
