/**
 * The avatar change of /m/home/my/setup/index: the design system's AvatarCropperDialog (choose, crop
 * to 300 x 300, upload) run by features/profile/useAvatarUpload, and the photo review's note on it.
 */
import { Camera } from 'lucide-react';
import { useTranslation } from '../../app/i18n/react';
import { AvatarCropperDialog } from '../../app/ui';
import { useAvatarUpload } from '../../features/profile/useAvatarUpload';
import { ReviewNotes } from './ReviewNotes';

export function AvatarChange() {
  const { t } = useTranslation();
  const upload = useAvatarUpload();
  return (
    <>
      <AvatarCropperDialog
        triggerLabel={t('setupData.changeAvatar')}
        triggerIcon={<Camera aria-hidden />}
        title={t('setupData.changeAvatar')}
        {...upload}
      />
      <ReviewNotes kind="avatar" reload={upload.uploadState} />
    </>
  );
}
