/** /w/home/user/edit: avatar, email and birthday (saved together), and the change-password dialog. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { Avatar, BirthdayPicker, Button, TextField } from '../../app/ui';
import { BIRTHDAY_MIN } from '../../app/validation';
import { saveProfile } from '../../features/profile/profile';
import { AvatarDialog } from './AvatarDialog';
import { PasswordDialog } from './PasswordDialog';
import { Card, Content, Form, Heading, Row } from '../layout';

export default function UserEdit() {
  const { t } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const [email, setEmail] = useState(session?.email ?? '');
  const [birthday, setBirthday] = useState<Date>(new Date(session?.birthday ?? Date.now()));
  const [errors, setErrors] = useState<{ email?: string; birthday?: string }>({});
  const [busy, setBusy] = useState(false);
  const [today] = useState(() => new Date());
  if (!session) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await saveProfile({ email: email.trim(), birthday: birthday.getTime() });
    setBusy(false);
    if (outcome.saved) {
      setErrors({});
      toast.show({ message: t('desk.user.saved'), tone: 'success' });
      return;
    }
    const message = outcome.field ? t(outcome.problem, { field: t(outcome.field) }) : t(outcome.problem);
    if (outcome.field === 'field.birthday') setErrors({ birthday: message });
    else if (outcome.field === 'field.email' || outcome.problem === 'setupData.emailTaken')
      setErrors({ email: message });
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
          <TextField
            label={t('field.email')}
            name="email"
            type="email"
            required
            value={email}
            onValueChange={setEmail}
            error={errors.email}
          />
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
    </Content>
  );
}
