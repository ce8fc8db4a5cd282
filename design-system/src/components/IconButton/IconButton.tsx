import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import {
  IconBadge,
  IconButtonLabel,
  IconButtonRoot,
  type IconButtonSize,
  type IconButtonVariant,
} from './IconButton.styles';

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
  // With a badge the name comes from the content ("Notices 3 unread"), so the visible count is part
  // of the name (WCAG 2.5.3 label in name); without one, aria-label names the icon.
  return (
    <IconButtonRoot
      ref={ref}
      type={type}
      aria-label={badge ? undefined : label}
      aria-pressed={pressed}
      $variant={variant}
      $size={size}
      {...rest}
    >
      {badge && <IconButtonLabel>{label}</IconButtonLabel>}
      {icon}
      {badge && <IconBadge>{badge}</IconBadge>}
    </IconButtonRoot>
  );
});
