/**
 * /m/home/my/setup/privacy: the privacy controls (docs/member-settings.md). The server applies them to
 * every other member's lists, search, presence and chat; this screen only chooses them.
 */
import { Button, Checkbox, RadioGroup } from '../../app/ui';
import { usePrivacyPage } from '../../features/settings/usePrivacyPage';
import { FormStack, Page, Paragraph } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { setupRoutes } from '../routes';

export default function Privacy() {
  const { t, settings, saving, submit, switches, chatFrom } = usePrivacyPage();

  return (
    <Page>
      <RoutedScreenHeader title={t('privacy.title')} back={setupRoutes.index} />
      <Paragraph>{t('privacy.note')}</Paragraph>
      {settings && (
        <FormStack onSubmit={submit}>
          {switches.map((control) => (
            <Checkbox key={control.name} {...control} />
          ))}
          {chatFrom && <RadioGroup {...chatFrom} />}
          <Button type="submit" fullWidth loading={saving}>
            {t('common.save')}
          </Button>
        </FormStack>
      )}
    </Page>
  );
}
