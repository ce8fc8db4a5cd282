import { useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { AvatarCropper, type AvatarUploadState } from './AvatarCropper';
import type { AvatarError } from './avatarRules';

export type AvatarCropperDialogProps = {
  /** The button that opens the dialog. */
  triggerLabel: string;
  /** An icon before the button's text. */
  triggerIcon?: ReactNode;
  /** The dialog's title (its accessible name). */
  title: string;
  /** Upload the 300 x 300 PNG; the app then sets `uploadState`. */
  onUpload: (png: Blob) => void;
  uploadState: AvatarUploadState;
  error: AvatarError | null;
  /** The dialog closed: the app forgets the upload's state. */
  onClose: () => void;
};

/** A small button opening the AvatarCropper in a dialog (the settings' and the own profile's avatar change). */
export function AvatarCropperDialog({
  triggerLabel,
  triggerIcon,
  title,
  onUpload,
  uploadState,
  error,
  onClose,
}: AvatarCropperDialogProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <>
      <Button variant="secondary" size="sm" iconStart={triggerIcon} onClick={() => setOpen(true)}>
        {triggerLabel}
      </Button>
      <Dialog open={open} title={title} onClose={close}>
        {open && <AvatarCropper onUpload={onUpload} uploadState={uploadState} error={error} />}
      </Dialog>
    </>
  );
}
