/**
 * /w/home/user/notification: the spec's ten topics (default on) under eight headings, Kindred's
 * eleventh (form12: new members matching my saved searches, told in the digest) under its own, and the
 * delivery radio Immediately / Automatically / never (default Automatically). Saving shows 'saved
 * successfully'; Kindred keeps the choices on the server per member (docs/member-settings.md).
 */
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { Button, Checkbox, RadioGroup, ScreenHeader } from '../../app/ui';
import { DELIVERIES, type Delivery, type NotificationForm } from '../../features/settings/memberSettings';
import { useSettingsForm } from '../../features/settings/settingsForm';
import { Card, Content, Form, Paragraph, Subheading } from '../layout';
import { PushDevice } from './PushDevice';

/** The headings and the topics under each. */
const groups: Array<[string, NotificationForm[]]> = [
  ['profile', ['form1']],
  ['status', ['form2', 'form3']],
  ['wall', ['form4']],
  ['mail', ['form5']],
  ['chat', ['form6']],
  ['photos', ['form7']],
  ['videos', ['form8']],
  ['gifts', ['form9', 'form10']],
  ['searches', ['form12']],
];

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
`;

export default function UserNotification() {
  const { t } = useTranslation();
  const { settings, saving, change, submit } = useSettingsForm('desk.settings.savedSuccessfully');

  return (
    <Content>
      <Card>
        <ScreenHeader size="heading" title={t('desk.settings.notificationHeading')} />
        <Paragraph>{t('desk.settings.storedNote')}</Paragraph>
        {settings && (
          <Form onSubmit={submit}>
            <Paragraph>{t('desk.settings.notifyIntro')}</Paragraph>
            {groups.map(([group, forms]) => (
              <Group key={group}>
                <Subheading as="legend">{t(`desk.settings.groups.${group}`)}</Subheading>
                {forms.map((form) => (
                  <Checkbox
                    key={form}
                    name={form}
                    label={t(`desk.settings.topics.${form}`)}
                    checked={settings[form]}
                    onChange={(event) => change({ [form]: event.target.checked })}
                  />
                ))}
              </Group>
            ))}
            <RadioGroup
              label={t('desk.settings.delivery')}
              name="form11"
              value={settings.form11}
              onValueChange={(value: string) => change({ form11: value as Delivery })}
              options={DELIVERIES.map((value) => ({ value, label: t(`desk.settings.${value}`) }))}
            />
            <Button type="submit" loading={saving}>
              {t('common.save')}
            </Button>
          </Form>
        )}
      </Card>
      <PushDevice />
    </Content>
  );
}
