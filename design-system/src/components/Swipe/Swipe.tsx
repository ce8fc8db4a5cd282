import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type TouchEvent,
} from 'react';
import { Pause, Play } from 'lucide-react';
import { IconButton } from '../IconButton';
import { Corner, Dot, Dots, Slide, SwipeRoot, Track } from './Swipe.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export interface SwipeSlide {
  /** Key (the background photo id). */
  id: number | string;
  /** Picture URL. */
  src: string;
  /** Alternative text. */
  alt: string;
}

export type SwipeProps = ComponentPropsWithoutRef<'section'> & {
  /** The pictures (profile background photos). */
  slides: SwipeSlide[];
  /** Autoplay interval, ms (spec: 3000). */
  interval?: number;
  /** Advance by itself; pauses on hover and focus, and with the pause button. */
  autoplay?: boolean;
  /** CSS height of the strip. */
  height?: string;
  /** Told when the shown slide changes. */
  onIndexChange?: (index: number) => void;
};

/** Photo carousel with autoplay every 3 s, dots, swipe gestures and a pause button. */
export const Swipe = forwardRef<HTMLElement, SwipeProps>(function Swipe(
  { slides, interval = 3000, autoplay = true, height = '240px', onIndexChange, ...rest },
  ref,
) {
  const { t } = useLocale();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const touchStart = useRef<number | null>(null);
  const count = slides.length;
  const go = useCallback(
    (next: number) => {
      const wrapped = ((next % count) + count) % count;
      setIndex(wrapped);
      onIndexChange?.(wrapped);
    },
    [count, onIndexChange],
  );
  const running = autoplay && !paused && !hovered && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(
      () =>
        setIndex((i) => {
          const next = (i + 1) % count;
          onIndexChange?.(next);
          return next;
        }),
      interval,
    );
    return () => clearInterval(timer);
  }, [running, interval, count, onIndexChange]);

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0].clientX;
  };
  const onTouchEnd = (event: TouchEvent) => {
    if (touchStart.current === null) return;
    const dx = event.changedTouches[0].clientX - touchStart.current;
    touchStart.current = null;
    if (Math.abs(dx) > 40) go(index + (dx < 0 ? 1 : -1));
  };

  return (
    <SwipeRoot
      ref={ref}
      aria-roledescription="carousel"
      aria-label={t('swipe.label')}
      $height={height}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      {...rest}
    >
      <Track style={{ transform: `translateX(-${index * 100}%)` }} aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <Slide
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('swipe.slide', { index: i + 1, total: count })}
            aria-hidden={i !== index}
            data-active={i === index}
          >
            {/* The first picture is the header's largest paint: fetched before the page's other pictures. */}
            <img src={slide.src} alt={slide.alt} draggable={false} fetchPriority={i === 0 ? 'high' : undefined} />
          </Slide>
        ))}
      </Track>
      {count > 1 && (
        <>
          <Dots>
            {slides.map((slide, i) => (
              <Dot
                key={slide.id}
                type="button"
                aria-label={t('swipe.slide', { index: i + 1, total: count })}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </Dots>
          {autoplay && (
            <Corner>
              <IconButton
                variant="overlay"
                size="sm"
                label={paused ? t('swipe.play') : t('swipe.pause')}
                icon={paused ? <Play aria-hidden /> : <Pause aria-hidden />}
                onClick={() => setPaused((p) => !p)}
              />
            </Corner>
          )}
        </>
      )}
    </SwipeRoot>
  );
});
