/**
 * A settings form of either layout (general, notifications, privacy): the member's settings, a change,
 * and a submit that saves them and says so in a toast (`savedKey`) or says it failed.
 */
import type { FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { useToast } from '../../app/toast';
import { useMemberSettings } from './memberSettings';

export function useSettingsForm(savedKey: string) {
  const { t } = useTranslation();
  const toast = useToast();
  const { settings, saving, change, save } = useMemberSettings();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save();
    toast.show(saved ? { message: t(savedKey), tone: 'success' } : { message: t('error.internal'), tone: 'danger' });
  };

  return { settings, saving, change, submit };
}
