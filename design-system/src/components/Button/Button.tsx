import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { ButtonRoot, Spinner, type ButtonSize, type ButtonVariant } from './Button.styles';

export type ButtonProps = ComponentPropsWithoutRef<'button'> & {
  /** Visual weight: one primary action per view; gold for VIP upsells. */
  variant?: ButtonVariant;
  /** Height and padding. Mobile theme makes every size taller for touch. */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
  loading?: boolean;
  /** Icon before the label. */
  iconStart?: ReactNode;
  /** Icon after the label. */
  iconEnd?: ReactNode;
};

/**
 * A button that starts an action on the spot (send, follow, pay, delete): five variants, three sizes,
 * a loading state that keeps its width.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    iconStart,
    iconEnd,
    type = 'button',
    disabled,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <ButtonRoot
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner aria-hidden="true" /> : iconStart}
      {children}
      {!loading && iconEnd}
    </ButtonRoot>
  );
});
