import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { IconButton } from '../IconButton';
import { Body, Footer, Head, Overlay, Panel, Title, type DialogSize } from './Dialog.styles';
import { useLocale } from '../../i18n/LocaleProvider';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type DialogProps = Omit<ComponentPropsWithoutRef<'div'>, 'title'> & {
  /** Shown or not. */
  open: boolean;
  /** Called on Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Width on desktop: 400, 520 or 720 px. Mobile shows a bottom sheet. */
  size?: DialogSize;
  /** alertdialog for confirmations that interrupt (delete, sign out). */
  role?: 'dialog' | 'alertdialog';
  /** Clicking the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  /**
   * Where the dialog renders, `document.body` by default. An element with a `transform` holds the
   * backdrop inside itself (the all-variants story shows several dialogs side by side this way).
   */
  container?: Element | null;
  children?: ReactNode;
};

/** Modal dialog: focus moves in and is kept inside, Escape closes, focus returns afterwards. */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  { open, onClose, title, footer, size = 'md', role = 'dialog', closeOnBackdrop = true, container, children, ...rest },
  ref,
) {
  const { t } = useLocale();
  const id = useId();
  const panelRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(focusable);
    // The panel is fixed over the page: moving focus into it must not scroll what lies behind (nor,
    // in a docs page, the page that frames the story).
    (first ?? panel)?.focus({ preventScroll: true });
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(focusable));
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Overlay onMouseDown={(event) => closeOnBackdrop && event.target === event.currentTarget && onClose()}>
      <Panel
        ref={(node) => {
          panelRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        role={role}
        aria-modal="true"
        aria-labelledby={`dialog-title-${id}`}
        tabIndex={-1}
        $size={size}
        onKeyDown={onKeyDown}
        {...rest}
      >
        <Head>
          <Title id={`dialog-title-${id}`}>{title}</Title>
          <IconButton label={t('common.close')} icon={<X aria-hidden />} size="sm" onClick={onClose} />
        </Head>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Overlay>,
    container ?? document.body,
  );
});
