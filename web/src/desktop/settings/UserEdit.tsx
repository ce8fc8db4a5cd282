/**
 * /w/home/user/edit: avatar and birthday (saved together), the change-password dialog, the profile
 * facts, and the email change with its own call and the password again.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { Avatar, BirthdayPicker, Button } from '../../app/ui';
import { BIRTHDAY_MIN } from '../../app/validation';
import { saveProfile } from '../../features/profile/profile';
import { AvatarDialog } from './AvatarDialog';
import { PasswordDialog } from './PasswordDialog';
import { EmailChangeForm } from './EmailChangeForm';
import { ProfileFactsCard } from './ProfileFactsCard';
import { Card, Content, Form, Heading, Row } from '../layout';

export default function UserEdit() {
  const { t } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const [birthday, setBirthday] = useState<Date>(new Date(session?.birthday ?? Date.now()));
  const [errors, setErrors] = useState<{ birthday?: string }>({});
  const [busy, setBusy] = useState(false);
  const [today] = useState(() => new Date());
  if (!session) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await saveProfile({ birthday: birthday.getTime() });
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
        <Heading>{t('desk.edit.heading')}</Heading>
        <Row>
          <Avatar src={session.avatar || null} name={session.username} vip={session.vip} size="lg" />
          <AvatarDialog />
        </Row>
        <Form noValidate onSubmit={submit}>
          <BirthdayPicker
            label={t('field.birthday')}
            variant="selects"
            required
            value={birthday}
            onValueChange={setBirthday}
            min={BIRTHDAY_MIN}
            max={today}
            error={errors.birthday}
          />
          <Row>
            <Button type="submit" loading={busy}>
              {t('common.save')}
            </Button>
            <PasswordDialog />
          </Row>
        </Form>
      </Card>
      <ProfileFactsCard />
      <EmailChangeForm />
    </Content>
  );
}
