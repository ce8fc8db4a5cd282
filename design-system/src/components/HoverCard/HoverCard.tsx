import {
  forwardRef,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { useTheme } from 'styled-components';
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
  const floating = useRef<HTMLDivElement>(null);
  const [shift, setShift] = useState(0);
  const edge = parseFloat(useTheme().space.lg);
  // Centred on its trigger, the card would hang past the screen's edge for a trigger near it (an
  // avatar at a row's start): slide it back inside, keeping the screen's edge margin.
  // Measured again whenever the card's size changes: it has none while a parent is still hidden.
  useLayoutEffect(() => {
    const card = floating.current;
    if (!open || !card) return undefined;
    const place = () => {
      const box = card.getBoundingClientRect();
      if (box.width === 0) return;
      const room = document.documentElement.clientWidth;
      setShift((shown) => {
        const left = box.left - shown;
        const next = left < edge ? edge - left : Math.min(0, room - edge - (box.right - shown));
        return Math.abs(next - shown) > 0.5 ? next : shown;
      });
    };
    place();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(place);
    observer.observe(card);
    return () => observer.disconnect();
  }, [open, edge]);
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
        <Floating
          ref={floating}
          id={`hovercard-${id}`}
          $placement={placement}
          $shift={shift}
          onMouseEnter={clear}
          onMouseLeave={scheduleClose}
        >
          {content}
        </Floating>
      )}
    </Anchor>
  );
});
