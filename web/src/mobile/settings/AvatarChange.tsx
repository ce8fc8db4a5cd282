/**
 * The avatar change of /m/home/my/setup/index: the design system's AvatarCropper (choose, crop to
 * 300 x 300, upload) in a dialog. The PNG goes as multipart field `img` to /member/index/uploadImg;
 * the states are idle, uploading, success and failed, and a refusal shows the edge's code from
 * data.errors (onlyImg, outOfSize, lowestPx, otherwise fail).
 */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { Camera } from 'lucide-react';
import { isOk } from '../../app/api';
import { pictureError } from '../../app/pictures';
import { AvatarCropper, Button, Dialog, type AvatarError, type AvatarUploadState } from '../../app/ui';
import { uploadAvatar } from '../../features/profile/profile';

export function AvatarChange() {
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
      <Button variant="secondary" size="sm" iconStart={<Camera aria-hidden />} onClick={() => setOpen(true)}>
        {t('setupData.changeAvatar')}
      </Button>
      <Dialog open={open} title={t('setupData.changeAvatar')} onClose={close}>
        {open && <AvatarCropper onUpload={upload} uploadState={state} error={error} />}
      </Dialog>
    </>
  );
}
