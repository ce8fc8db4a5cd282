/** The avatar crop-upload dialog of the own profile and its edit page (features/profile/useAvatarUpload). */
import { useTranslation } from '../../app/i18n/react';
import { AvatarCropperDialog } from '../../app/ui';
import { useAvatarUpload } from '../../features/profile/useAvatarUpload';

export function AvatarDialog() {
  const { t } = useTranslation();
  return (
    <AvatarCropperDialog
      triggerLabel={t('desk.user.changeAvatar')}
      title={t('desk.user.avatarDialog')}
      {...useAvatarUpload()}
    />
  );
}
