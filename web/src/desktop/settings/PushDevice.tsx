/** The "notifications on this device" card of /w/home/user/notification (docs/notifications.md). */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { Button, Checkbox } from '../../app/ui';
import { usePushDevice } from '../../features/notifications/pushDevice';
import '../../features/notifications/pushTexts';
import { Card, Paragraph, Row, Subheading } from '../layout';

export function PushDevice() {
  const { t } = useTranslation();
  const { state, busy, turnOn, turnOff } = usePushDevice('w');
  const [previews, setPreviews] = useState(false);
  if (state === null) return null;
  return (
    <Card aria-labelledby="push-device-heading">
      <Subheading id="push-device-heading">{t('push.heading')}</Subheading>
      <Paragraph>{t('push.intro')}</Paragraph>
      <Paragraph role="status">{t(`push.${state}`)}</Paragraph>
      {(state === 'off' || state === 'failed') && (
        <Checkbox
          name="previews"
          label={t('push.previews')}
          checked={previews}
          onChange={(event) => setPreviews(event.target.checked)}
        />
      )}
      <Row>
        {state === 'on' ? (
          <Button variant="secondary" loading={busy} onClick={() => void turnOff()}>
            {t('push.turnOff')}
          </Button>
        ) : (
          state !== 'unsupported' &&
          state !== 'blocked' && (
            <Button loading={busy} onClick={() => void turnOn(previews)}>
              {t('push.turnOn')}
            </Button>
          )
        )}
      </Row>
    </Card>
  );
}
