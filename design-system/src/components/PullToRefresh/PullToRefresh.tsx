import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { ArrowDown, Loader } from 'lucide-react';
import { Content, Indicator, PullRoot } from './PullToRefresh.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export type PullState = 'idle' | 'pulling' | 'releasing' | 'loading';

export type PullToRefreshProps = ComponentPropsWithoutRef<'div'> & {
  /** Reload the list; the indicator stays while the promise runs, then 500 ms more (spec). */
  onRefresh: () => Promise<unknown> | void;
  /** Distance in px past which letting go refreshes. */
  threshold?: number;
  /** Milliseconds the indicator stays after loading finished. */
  closeDelay?: number;
  /** Show a state without touching (stories, screenshots). */
  forceState?: Exclude<PullState, 'idle'>;
  children?: ReactNode;
};

/** Pull the list down from the top to reload it: pulling, releasing (past the threshold), loading. */
export const PullToRefresh = forwardRef<HTMLDivElement, PullToRefreshProps>(function PullToRefresh(
  { onRefresh, threshold = 64, closeDelay = 500, forceState, children, ...rest },
  ref,
) {
  const { t } = useLocale();
  const [distance, setDistance] = useState(0);
  const [state, setState] = useState<PullState>('idle');
  const start = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const shown: PullState = forceState ?? state;
  const offset = forceState
    ? forceState === 'pulling'
      ? threshold * 0.6
      : threshold
    : state === 'loading'
      ? threshold
      : distance;

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    if (state === 'loading') return;
    const scroller = event.currentTarget;
    if (scroller.scrollTop > 0 || window.scrollY > 0) return;
    start.current = event.touches[0].clientY;
  };
  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    // Resistance: the content follows at half the finger's distance.
    const pulled = Math.max(0, (event.touches[0].clientY - start.current) / 2);
    setDistance(pulled);
    setState(pulled === 0 ? 'idle' : pulled >= threshold ? 'releasing' : 'pulling');
  };
  const onTouchEnd = async () => {
    if (start.current === null) return;
    start.current = null;
    if (state !== 'releasing') {
      setDistance(0);
      setState('idle');
      return;
    }
    setState('loading');
    try {
      await onRefresh();
    } finally {
      timer.current = setTimeout(() => {
        setState('idle');
        setDistance(0);
      }, closeDelay);
    }
  };

  const label =
    shown === 'pulling'
      ? t('pull.pulling')
      : shown === 'releasing'
        ? t('pull.releasing')
        : shown === 'loading'
          ? t('pull.loading')
          : '';
  return (
    <PullRoot
      ref={ref}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      aria-busy={shown === 'loading' || undefined}
      {...rest}
    >
      <Indicator role="status" data-state={shown} style={{ height: offset }}>
        {shown !== 'idle' && (shown === 'loading' ? <Loader aria-hidden /> : <ArrowDown aria-hidden />)}
        {label}
      </Indicator>
      <Content $dragging={start.current !== null} style={{ transform: `translateY(${offset}px)` }}>
        {children}
      </Content>
    </PullRoot>
  );
});
