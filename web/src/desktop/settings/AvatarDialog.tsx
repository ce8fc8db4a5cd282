/**
 * The avatar crop-upload dialog of the own profile and its edit page (features/profile/useAvatarUpload),
 * and the photo review's note on the avatar.
 */
import { useTranslation } from '../../app/i18n/react';
import { AvatarCropperDialog } from '../../app/ui';
import { useAvatarUpload } from '../../features/profile/useAvatarUpload';
import { ReviewNotes } from './ReviewNotes';

export function AvatarDialog() {
  const { t } = useTranslation();
  const upload = useAvatarUpload();
  return (
    <>
      <AvatarCropperDialog triggerLabel={t('desk.user.changeAvatar')} title={t('desk.user.avatarDialog')} {...upload} />
      <ReviewNotes kind="avatar" reload={upload.uploadState} />
    </>
  );
}
