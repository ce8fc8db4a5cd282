/** /m/home/my/setup/notifications: notifications on this device (docs/notifications.md). */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { Button, Checkbox } from '../../app/ui';
import { usePushDevice } from '../../features/notifications/pushDevice';
import '../../features/notifications/pushTexts';
import { Page, Paragraph, ScreenHeader, Stack } from '../layout';

export default function Notifications() {
  const { t } = useTranslation();
  const { state, busy, turnOn, turnOff } = usePushDevice('m');
  const [previews, setPreviews] = useState(false);
  return (
    <Page $withTabBar>
      <ScreenHeader title={t('push.heading')} back={-1} />
      <Stack $gap="sm">
        <Paragraph>{t('push.intro')}</Paragraph>
        {state && <Paragraph role="status">{t(`push.${state}`)}</Paragraph>}
        {(state === 'off' || state === 'failed') && (
          <Checkbox
            name="previews"
            label={t('push.previews')}
            checked={previews}
            onChange={(event) => setPreviews(event.target.checked)}
          />
        )}
        {state === 'on' && (
          <Button variant="secondary" fullWidth loading={busy} onClick={() => void turnOff()}>
            {t('push.turnOff')}
          </Button>
        )}
        {(state === 'off' || state === 'failed') && (
          <Button fullWidth loading={busy} onClick={() => void turnOn(previews)}>
            {t('push.turnOn')}
          </Button>
        )}
      </Stack>
    </Page>
  );
}
