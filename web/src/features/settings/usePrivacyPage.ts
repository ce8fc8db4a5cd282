/**
 * What both layouts' privacy screens do (docs/member-settings.md): the controls as the forms show
 * them (three switches and who may start a chat, labelled in the member's language) and saving them.
 * The server enforces them; a screen only lays them out.
 */
import { CHAT_FROM, type ChatFrom } from './memberSettings';
import { useSettingsForm } from './settingsForm';
import { useAccountPrivacyTexts } from './texts';

const SWITCHES = [
  ['hide_online', 'privacy.hideOnline'],
  ['hide_from_lists', 'privacy.hideFromLists'],
  ['hide_from_visitors', 'privacy.hideFromVisitors'],
] as const;

const CHAT_FROM_TEXT: Record<ChatFrom, string> = {
  everyone: 'privacy.chatEveryone',
  following: 'privacy.chatFollowing',
  verified: 'privacy.chatVerified',
  nobody: 'privacy.chatNobody',
};

export function usePrivacyPage() {
  const { t } = useAccountPrivacyTexts();
  const { settings, saving, change, submit } = useSettingsForm('privacy.saved');

  const switches = settings
    ? SWITCHES.map(([name, label]) => ({
        name,
        label: t(label),
        checked: settings[name],
        onChange: (event: { target: { checked: boolean } }) => change({ [name]: event.target.checked }),
      }))
    : [];
  const chatFrom = settings && {
    label: t('privacy.chatFrom'),
    name: 'chat_from',
    value: settings.chat_from,
    onValueChange: (value: string) => change({ chat_from: value as ChatFrom }),
    options: CHAT_FROM.map((value) => ({ value, label: t(CHAT_FROM_TEXT[value]) })),
  };

  return { t, settings, saving, submit, switches, chatFrom };
}
