/**
 * /w/home/user/general: one checkbox (default on) and save. Kindred keeps it on the server per member
 * (docs/member-settings.md), so it follows the member to another device.
 */
import { Button, Checkbox, ScreenHeader } from '../../app/ui';
import { useSettingsForm } from '../../features/settings/settingsForm';
import { desktopPaths } from '../../app/paths';
import { Card, Content, Form, Paragraph, Row, TextLink } from '../layout';
import { useAccountPrivacyTexts } from '../../features/settings/texts';
import { useMemberDataTexts } from '../../features/memberData/memberDataTexts';
import { useVerificationTexts } from '../../features/verification/verificationTexts';

export default function UserGeneral() {
  useMemberDataTexts();
  useVerificationTexts();
  const { t } = useAccountPrivacyTexts();
  const { settings, saving, change, submit } = useSettingsForm('desk.settings.savedSuccessfully');

  return (
    <Content>
      <Card>
        <ScreenHeader size="heading" title={t('desk.settings.generalHeading')} />
        <Paragraph>{t('desk.settings.storedNote')}</Paragraph>
        <Row as="nav" aria-label={t('title.setup')}>
          <TextLink to={desktopPaths.userPrivacy}>{t('privacy.title')}</TextLink>
          <TextLink to={desktopPaths.userSessions}>{t('sessions.title')}</TextLink>
          <TextLink to={desktopPaths.userVerification}>{t('verification.entry')}</TextLink>
        </Row>
        {settings && (
          <Form onSubmit={submit}>
            <Checkbox
              name="general"
              label={t('desk.settings.generalOption')}
              checked={settings.general}
              onChange={(event) => change({ general: event.target.checked })}
            />
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </Form>
        )}
      </Card>
      <Card>
        <TextLink to={desktopPaths.userMemberData}>{t('memberData.entry')}</TextLink>
      </Card>
    </Content>
  );
}
