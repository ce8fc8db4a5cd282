/**
 * /w/home/user/edit: avatar and birthday (saved together), the change-password dialog, the profile
 * facts, and the email change with its own call and the password again.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { Avatar, BirthdayPicker, Button, EmailChangeForm, ScreenHeader } from '../../app/ui';
import { saveProfile } from '../../features/profile/profile';
import { useBirthdayField } from '../../features/settings/birthdayField';
import { useEmailChange } from '../../features/settings/emailChange';
import { AvatarDialog } from './AvatarDialog';
import { PasswordDialog } from './PasswordDialog';
import { ProfileFactsCard } from './ProfileFactsCard';
import { Card, Content, Form, Row } from '../layout';

export default function UserEdit() {
  const { t } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const birthday = useBirthdayField(() => new Date(session?.birthday ?? Date.now()));
  const [errors, setErrors] = useState<{ birthday?: string }>({});
  const [busy, setBusy] = useState(false);
  const emailChange = useEmailChange();
  if (!session) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await saveProfile({ birthday: (birthday.value ?? new Date()).getTime() });
    setBusy(false);
    if (outcome.saved) {
      setErrors({});
      toast.show({ message: t('desk.user.saved'), tone: 'success' });
      return;
    }
    const message = outcome.field ? t(outcome.problem, { field: t(outcome.field) }) : t(outcome.problem);
    if (outcome.field === 'field.birthday') setErrors({ birthday: message });
    else toast.show({ message, tone: 'danger' });
  };

  return (
    <Content>
      <Card>
        <ScreenHeader size="heading" title={t('desk.edit.heading')} />
        <Row>
          <Avatar src={session.avatar || null} name={session.username} vip={session.vip} size="lg" />
          <AvatarDialog />
        </Row>
        <Form noValidate onSubmit={submit}>
          <BirthdayPicker {...birthday} error={errors.birthday} />
          <Row>
            <Button type="submit" loading={busy}>
              {t('common.save')}
            </Button>
            <PasswordDialog />
          </Row>
        </Form>
      </Card>
      <ProfileFactsCard />
      {emailChange && <EmailChangeForm {...emailChange} />}
    </Content>
  );
}
