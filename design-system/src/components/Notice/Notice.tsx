import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Crown, Info, TriangleAlert } from 'lucide-react';
import { NoticeActions, NoticeIcon, NoticeMessage, NoticeRoot, type NoticeTone } from './Notice.styles';

export type NoticeProps = ComponentPropsWithoutRef<'div'> & {
  /** info (default) says how things are, warning that something did not happen, upgrade that a plan would allow it. */
  tone?: NoticeTone;
  /** Links or buttons that resolve it (TextLink, Button size sm). */
  actions?: ReactNode;
  /** The message: a sentence, or controls that belong to the strip (a language choice). */
  children: ReactNode;
};

const icons = { info: <Info />, warning: <TriangleAlert />, upgrade: <Crown /> };

/**
 * A notice in the flow of a screen (above a chat's composer, at the top of a list): a tinted strip
 * with an icon, the message and its actions. `role="alert"` when it appears because of something the
 * member just did; `role="status"` for quiet changes.
 */
export const Notice = forwardRef<HTMLDivElement, NoticeProps>(function Notice(
  { tone = 'info', actions, children, ...rest },
  ref,
) {
  return (
    <NoticeRoot ref={ref} $tone={tone} {...rest}>
      <NoticeIcon aria-hidden="true">{icons[tone]}</NoticeIcon>
      <NoticeMessage>{children}</NoticeMessage>
      {actions && <NoticeActions>{actions}</NoticeActions>}
    </NoticeRoot>
  );
});
