/**
 * The avatar change of /m/home/my/setup/index: the design system's AvatarCropperDialog (choose, crop
 * to 300 x 300, upload) run by features/profile/useAvatarUpload.
 */
import { Camera } from 'lucide-react';
import { useTranslation } from '../../app/i18n/react';
import { AvatarCropperDialog } from '../../app/ui';
import { useAvatarUpload } from '../../features/profile/useAvatarUpload';

export function AvatarChange() {
  const { t } = useTranslation();
  return (
    <AvatarCropperDialog
      triggerLabel={t('setupData.changeAvatar')}
      triggerIcon={<Camera aria-hidden />}
      title={t('setupData.changeAvatar')}
      {...useAvatarUpload()}
    />
  );
}
