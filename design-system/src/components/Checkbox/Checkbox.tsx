import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { Box, CheckboxLabel, Description, ErrorText, NativeInput, Texts } from './Checkbox.styles';

export type CheckboxProps = Omit<ComponentPropsWithoutRef<'input'>, 'type'> & {
  /** The visible label. */
  label: ReactNode;
  /** Smaller text under the label. */
  description?: ReactNode;
  /** Error message (e.g. the terms must stay ticked). */
  error?: ReactNode;
};

/** A native checkbox with the brand look (settings, notification topics, terms). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, error, disabled = false, id, className, style, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <CheckboxLabel htmlFor={inputId} $disabled={disabled} className={className} style={style}>
      <NativeInput
        ref={ref}
        id={inputId}
        type="checkbox"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      <Box aria-hidden="true">
        <Check strokeWidth={3} />
      </Box>
      <Texts>
        <span>{label}</span>
        {description && <Description id={descriptionId}>{description}</Description>}
        {error && <ErrorText id={errorId}>{error}</ErrorText>}
      </Texts>
    </CheckboxLabel>
  );
});
