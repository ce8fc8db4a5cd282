/** /m/home/my/setup/notifications: notifications on this device (docs/notifications.md). */
import { useTranslation } from '../../app/i18n/react';
import { PushDeviceCard } from '../../app/ui';
import { usePushDeviceCard } from '../../features/notifications/pushDeviceCard';
import { Page, ScreenHeader } from '../layout';

export default function Notifications() {
  const { t } = useTranslation();
  const card = usePushDeviceCard('m');
  return (
    <Page $withTabBar>
      <ScreenHeader title={t('push.heading')} back={-1} />
      <PushDeviceCard {...card} />
    </Page>
  );
}
