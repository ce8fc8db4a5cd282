import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { StatusTagRoot, type StatusTone } from './StatusTag.styles';

export type StatusTagProps = ComponentPropsWithoutRef<'span'> & {
  /** What the state means: success (paid, active), warning (expired, under review), danger (failed, suspended), info (in progress), neutral (the rest). */
  tone?: StatusTone;
  /** The state's word in the member's or staff member's language (已付款, Paid). */
  children: string;
};

/**
 * The state of a record in a table or a detail (an order, a member, a report): a short translated word
 * on a tinted pill. The word comes from the screen's texts; `orderStateTone` gives the tone of each
 * order state.
 */
export const StatusTag = forwardRef<HTMLSpanElement, StatusTagProps>(function StatusTag(
  { tone = 'neutral', children, ...rest },
  ref,
) {
  return (
    <StatusTagRoot ref={ref} $tone={tone} title={children} {...rest}>
      {children}
    </StatusTagRoot>
  );
});
