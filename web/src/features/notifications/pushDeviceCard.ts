/** The "notifications on this device" card of both layouts (docs/notifications.md): PushDeviceCard's props. */
import { useState } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { usePushDevice } from './pushDevice';
import './pushTexts';

export function usePushDeviceCard(layout: 'm' | 'w') {
  const { t } = useTranslation();
  const { state, busy, turnOn, turnOff } = usePushDevice(layout);
  const [previews, setPreviews] = useState(false);
  return {
    texts: {
      intro: t('push.intro'),
      previews: t('push.previews'),
      turnOn: t('push.turnOn'),
      turnOff: t('push.turnOff'),
    },
    state,
    status: state ? t(`push.${state}`) : undefined,
    previews,
    onPreviewsChange: setPreviews,
    busy,
    onTurnOn: () => void turnOn(previews),
    onTurnOff: () => void turnOff(),
  };
}
