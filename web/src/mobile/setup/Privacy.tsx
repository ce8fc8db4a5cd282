/**
 * /m/home/my/setup/privacy: the privacy controls (docs/member-settings.md). The server applies them to
 * every other member's lists, search, presence and chat; this screen only chooses them.
 */
import type { FormEvent } from 'react';
import { useToast } from '../../app/toast';
import { Button, Checkbox, RadioGroup } from '../../app/ui';
import { CHAT_FROM, useMemberSettings, type ChatFrom } from '../../features/settings/memberSettings';
import { FormStack, Page, Paragraph, ScreenHeader } from '../layout';
import { setupRoutes } from '../routes';
import { useAccountPrivacyTexts } from '../../features/settings/texts';

const CHAT_FROM_TEXT: Record<ChatFrom, string> = {
  everyone: 'privacy.chatEveryone',
  following: 'privacy.chatFollowing',
  nobody: 'privacy.chatNobody',
};

export default function Privacy() {
  const { t } = useAccountPrivacyTexts();
  const toast = useToast();
  const { settings, saving, change, save } = useMemberSettings();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save();
    toast.show(
      saved ? { message: t('privacy.saved'), tone: 'success' } : { message: t('error.internal'), tone: 'danger' },
    );
  };

  return (
    <Page>
      <ScreenHeader title={t('privacy.title')} back={setupRoutes.index} />
      <Paragraph>{t('privacy.note')}</Paragraph>
      {settings && (
        <FormStack onSubmit={submit}>
          <Checkbox
            name="hide_online"
            label={t('privacy.hideOnline')}
            checked={settings.hide_online}
            onChange={(event) => change({ hide_online: event.target.checked })}
          />
          <Checkbox
            name="hide_from_lists"
            label={t('privacy.hideFromLists')}
            checked={settings.hide_from_lists}
            onChange={(event) => change({ hide_from_lists: event.target.checked })}
          />
          <Checkbox
            name="hide_from_visitors"
            label={t('privacy.hideFromVisitors')}
            checked={settings.hide_from_visitors}
            onChange={(event) => change({ hide_from_visitors: event.target.checked })}
          />
          <RadioGroup
            label={t('privacy.chatFrom')}
            name="chat_from"
            value={settings.chat_from}
            onValueChange={(value: string) => change({ chat_from: value as ChatFrom })}
            options={CHAT_FROM.map((value) => ({ value, label: t(CHAT_FROM_TEXT[value]) }))}
          />
          <Button type="submit" fullWidth loading={saving}>
            {t('common.save')}
          </Button>
        </FormStack>
      )}
    </Page>
  );
}
