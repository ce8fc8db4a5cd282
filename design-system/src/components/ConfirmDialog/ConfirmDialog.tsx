import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { useLocale } from '../../i18n/LocaleProvider';

export type ConfirmDialogProps = Pick<DialogProps, 'open' | 'title' | 'container' | 'children'> & {
  /** The confirming button's text: the action itself (刪除動態), never just "OK". */
  confirmLabel: ReactNode;
  /** The cancelling button's text; 取消 by default. */
  cancelLabel?: ReactNode;
  /** danger (default) for what cannot be undone, primary otherwise. */
  tone?: 'danger' | 'primary';
  /** The action runs: the confirming button shows its spinner. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click on the backdrop. */
  onCancel: () => void;
};

/** A question before an action that interrupts (delete a post, a photo): an alertdialog with cancel and confirm. */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
  container,
  children,
}: ConfirmDialogProps) {
  const { t } = useLocale();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      onClose={onCancel}
      container={container}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
