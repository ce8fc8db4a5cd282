import { forwardRef, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Anchor, Floating } from './HoverCard.styles';

export type HoverCardProps = Omit<ComponentPropsWithoutRef<'span'>, 'content'> & {
  /** What is hovered, usually an avatar link. */
  children: ReactNode;
  /** The card (a `MemberCard variant="popover"`); 350 px wide. */
  content: ReactNode;
  /** Hover time before it opens, ms (spec: 500). */
  openDelay?: number;
  /** Grace time to move the pointer into the card, ms. */
  closeDelay?: number;
  /** Below or above the trigger. */
  placement?: 'bottom' | 'top';
  /** Start open (stories). */
  defaultOpen?: boolean;
  /** Told when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
};

/** A card that appears after hovering (or focusing) its trigger for 500 ms; Escape closes it. */
export const HoverCard = forwardRef<HTMLSpanElement, HoverCardProps>(function HoverCard(
  {
    children,
    content,
    openDelay = 500,
    closeDelay = 150,
    placement = 'bottom',
    defaultOpen = false,
    onOpenChange,
    ...rest
  },
  ref,
) {
  const [open, setOpenState] = useState(defaultOpen);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const id = useId();
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const scheduleOpen = () => {
    clear();
    if (!open) timer.current = setTimeout(() => setOpen(true), openDelay);
  };
  const scheduleClose = () => {
    clear();
    if (open) timer.current = setTimeout(() => setOpen(false), closeDelay);
  };
  useEffect(() => clear, []);
  return (
    <Anchor
      ref={ref}
      onMouseEnter={scheduleOpen}
      onMouseLeave={scheduleClose}
      onFocus={scheduleOpen}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node)) scheduleClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          clear();
          setOpen(false);
        }
      }}
      aria-describedby={open ? `hovercard-${id}` : undefined}
      {...rest}
    >
      {children}
      {open && (
        <Floating id={`hovercard-${id}`} $placement={placement} onMouseEnter={clear} onMouseLeave={scheduleClose}>
          {content}
        </Floating>
      )}
    </Anchor>
  );
});
