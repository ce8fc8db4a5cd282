/**
 * /w/home/user/privacy: the privacy controls (docs/member-settings.md). The server applies them to
 * every other member's lists, search, presence and chat; this screen only chooses them.
 */
import { Button, Checkbox, RadioGroup, ScreenHeader } from '../../app/ui';
import { usePrivacyPage } from '../../features/settings/usePrivacyPage';
import { Card, Content, Form, Paragraph } from '../layout';

export default function UserPrivacy() {
  const { t, settings, saving, submit, switches, chatFrom } = usePrivacyPage();

  return (
    <Content>
      <Card>
        <ScreenHeader size="heading" title={t('privacy.title')} />
        <Paragraph>{t('privacy.note')}</Paragraph>
        {settings && (
          <Form onSubmit={submit}>
            {switches.map((control) => (
              <Checkbox key={control.name} {...control} />
            ))}
            {chatFrom && <RadioGroup {...chatFrom} />}
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </Form>
        )}
      </Card>
    </Content>
  );
}
