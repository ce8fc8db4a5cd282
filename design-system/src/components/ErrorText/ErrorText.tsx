import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { CircleAlert } from 'lucide-react';
import { ErrorTextRoot } from './ErrorText.styles';

export type ErrorTextProps = Omit<ComponentPropsWithoutRef<'p'>, 'role'> & {
  /**
   * `alert` (default) is read at once: the message appears because something just failed. `none`
   * for a message that is part of the screen from the start.
   */
  role?: 'alert' | 'none';
};

/**
 * An inline error message: what failed, in the danger colour with an icon, in the flow of the screen
 * (under a form, above a list that could not load). Never grey text: an error must not read as a hint.
 */
export const ErrorText = forwardRef<HTMLParagraphElement, ErrorTextProps>(function ErrorText(
  { role = 'alert', children, ...rest },
  ref,
) {
  return (
    <ErrorTextRoot ref={ref} role={role === 'none' ? undefined : role} {...rest}>
      <CircleAlert aria-hidden="true" />
      <span>{children}</span>
    </ErrorTextRoot>
  );
});
