/** The "notifications on this device" card of /w/home/user/notification (docs/notifications.md). */
import { useTranslation } from '../../app/i18n/react';
import { PushDeviceCard } from '../../app/ui';
import { usePushDeviceCard } from '../../features/notifications/pushDeviceCard';

export function PushDevice() {
  const { t } = useTranslation();
  const card = usePushDeviceCard('w');
  if (card.state === null) return null;
  return <PushDeviceCard heading={t('push.heading')} {...card} />;
}
