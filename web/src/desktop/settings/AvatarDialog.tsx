/** The avatar crop-upload dialog: choose, crop 300x300, upload (idle, uploading, success, failed). */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { isOk } from '../../app/api';
import { pictureError } from '../../app/pictures';
import { AvatarCropper, Button, Dialog, type AvatarError, type AvatarUploadState } from '../../app/ui';
import { uploadAvatar } from '../../features/profile/profile';

export function AvatarDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<AvatarUploadState>('idle');
  const [error, setError] = useState<AvatarError | null>(null);

  const upload = async (png: Blob) => {
    setState('uploading');
    setError(null);
    const answer = await uploadAvatar(png);
    if (isOk(answer) && answer.data) {
      setState('success');
      return;
    }
    setError(pictureError(answer, 'img'));
    setState('failed');
  };

  const close = () => {
    setOpen(false);
    setState('idle');
    setError(null);
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('desk.user.changeAvatar')}
      </Button>
      <Dialog open={open} title={t('desk.user.avatarDialog')} onClose={close}>
        {open && <AvatarCropper onUpload={upload} uploadState={state} error={error} />}
      </Dialog>
    </>
  );
}
