/**
 * /m/home/my/setup/notifications: notifications on this device (docs/notifications.md), and whether the
 * digest mail tells me of new members matching my saved searches (form12, docs/discovery.md), kept on
 * the server with the rest of the member's settings (docs/member-settings.md).
 */
import { Button, Checkbox, PushDeviceCard } from '../../app/ui';
import { usePushDeviceCard } from '../../features/notifications/pushDeviceCard';
import { useSettingsForm } from '../../features/settings/settingsForm';
import { useAccountPrivacyTexts } from '../../features/settings/texts';
import { FormStack, Heading, Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';

export default function Notifications() {
  const { t } = useAccountPrivacyTexts();
  const card = usePushDeviceCard('m');
  const { settings, saving, change, submit } = useSettingsForm('notify.saved');
  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('push.heading')} back={-1} />
      <PushDeviceCard {...card} />
      {settings && (
        <FormStack onSubmit={submit} aria-label={t('notify.mailHeading')}>
          <Heading level={2}>{t('notify.mailHeading')}</Heading>
          <Checkbox
            name="form12"
            label={t('notify.savedSearchMatch')}
            description={t('notify.savedSearchNote')}
            checked={settings.form12}
            onChange={(event) => change({ form12: event.target.checked })}
          />
          <Button type="submit" fullWidth loading={saving}>
            {t('common.save')}
          </Button>
        </FormStack>
      )}
    </Page>
  );
}
