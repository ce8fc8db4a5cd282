import { forwardRef, useEffect, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { AlertTriangle, Check, Info, X } from 'lucide-react';
import { IconButton } from '../IconButton';
import { Action, Message, ToastRoot, ToneIcon, type ToastPlacement, type ToastTone } from './Toast.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export type ToastProps = Omit<ComponentPropsWithoutRef<'div'>, 'role'> & {
  /** The message ("saved successfully", "content can't be empty", a new chat message). */
  message: ReactNode;
  /** success, danger (read at once, role alert), info, warning. */
  tone?: ToastTone;
  /** center (mobile toast), top-end (desktop notification) or inline (stories, lists). */
  placement?: ToastPlacement;
  /** Milliseconds before `onDismiss` is called; 0 keeps it. */
  duration?: number;
  /** Called on timeout or the close button. */
  onDismiss?: () => void;
  /** A link after the message, e.g. "Upgrade" when free chat is used up. */
  action?: { label: string; href?: string; onClick?: () => void };
};

const icons = { success: Check, danger: X, info: Info, warning: AlertTriangle };

/** A short message that goes away by itself. */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast(
  { message, tone = 'info', placement = 'center', duration = 3000, onDismiss, action, ...rest },
  ref,
) {
  const { t } = useLocale();
  useEffect(() => {
    if (!duration || !onDismiss) return;
    const timer = setTimeout(onDismiss, duration);
    return () => clearTimeout(timer);
  }, [duration, onDismiss]);
  const Icon = icons[tone];
  return (
    <ToastRoot
      ref={ref}
      role={tone === 'danger' ? 'alert' : 'status'}
      aria-live={tone === 'danger' ? 'assertive' : 'polite'}
      $placement={placement}
      {...rest}
    >
      <ToneIcon $tone={tone} aria-hidden="true">
        <Icon strokeWidth={3} />
      </ToneIcon>
      <Message>{message}</Message>
      {action && (
        <Action href={action.href} onClick={action.onClick}>
          {action.label}
        </Action>
      )}
      {onDismiss && placement !== 'center' && (
        <IconButton
          label={t('toast.dismiss')}
          icon={<X aria-hidden />}
          size="sm"
          variant="overlay"
          onClick={onDismiss}
        />
      )}
    </ToastRoot>
  );
});
