import { forwardRef, useEffect, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Heart } from 'lucide-react';
import { Card, Ring, Scrim } from './LoadingOverlay.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export type LoadingOverlayProps = ComponentPropsWithoutRef<'div'> & {
  /** Shown or not. */
  open: boolean;
  /** Text under the spinner; "Loading…" by default. */
  message?: ReactNode;
  /** Cover the nearest positioned parent instead of the whole screen. */
  contained?: boolean;
  /** Close by itself after this many ms (payment: 5000); 0 never. */
  timeout?: number;
  /** Called when the timeout passes. */
  onTimeout?: () => void;
};

/** Blocks the screen while something important runs (payment, upload). */
export const LoadingOverlay = forwardRef<HTMLDivElement, LoadingOverlayProps>(function LoadingOverlay(
  { open, message, contained = false, timeout = 0, onTimeout, ...rest },
  ref,
) {
  const { t } = useLocale();
  useEffect(() => {
    if (!open || !timeout || !onTimeout) return;
    const timer = setTimeout(onTimeout, timeout);
    return () => clearTimeout(timer);
  }, [open, timeout, onTimeout]);
  if (!open) return null;
  return (
    <Scrim ref={ref} $contained={contained} {...rest}>
      <Card role="status" aria-live="polite" aria-busy="true" aria-label={t('loading.label')}>
        <Ring aria-hidden="true">
          <Heart />
        </Ring>
        <span>{message ?? t('common.loading')}</span>
      </Card>
    </Scrim>
  );
});
