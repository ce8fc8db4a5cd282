import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { IconBadge, IconButtonRoot, type IconButtonSize, type IconButtonVariant } from './IconButton.styles';

export type IconButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'children'> & {
  /** Accessible name; required because the button shows only an icon. */
  label: string;
  /** The icon (a lucide-react element). */
  icon: ReactNode;
  /** ghost on surfaces, subtle for secondary actions, solid for the main one, overlay on pictures. */
  variant?: IconButtonVariant;
  /** sm for dense rows; md and lg keep the 40 px touch target. */
  size?: IconButtonSize;
  /** For toggles (e.g. translate): sets aria-pressed. */
  pressed?: boolean;
  /** Something pinned to the corner, usually a `Badge`. */
  badge?: ReactNode;
};

/** A round button that shows only an icon. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', pressed, badge, type = 'button', ...rest },
  ref,
) {
  return (
    <IconButtonRoot
      ref={ref}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      $variant={variant}
      $size={size}
      {...rest}
    >
      {icon}
      {badge && <IconBadge>{badge}</IconBadge>}
    </IconButtonRoot>
  );
});
