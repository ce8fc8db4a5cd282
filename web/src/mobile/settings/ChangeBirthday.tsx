/** /m/home/my/setup/changebrith: the birthday alone (18 or over, from 1950-01-01), via /member/index/profile. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { useSession } from '../../app/session';
import { BirthdayPicker, Button } from '../../app/ui';
import { BIRTHDAY_MIN } from '../../app/validation';
import { FormStack, Page, ScreenHeader } from '../layout';
import { setupRoutes } from '../routes';
import { useProfileSave } from './useProfileSave';

export default function ChangeBirthday() {
  const { t } = useTranslation();
  const session = useSession();
  const [birthday, setBirthday] = useState<Date | null>(() => (session?.birthday ? new Date(session.birthday) : null));
  const [today] = useState(() => new Date());
  const { busy, problem, save } = useProfileSave();
  if (!session) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ birthday: birthday ? birthday.getTime() : 0 });
  };

  return (
    <Page $withTabBar>
      <ScreenHeader title={t('setupData.birthdayTitle')} back={setupRoutes.index} />
      <FormStack noValidate onSubmit={submit}>
        <BirthdayPicker
          label={t('field.birthday')}
          required
          value={birthday}
          onValueChange={setBirthday}
          min={BIRTHDAY_MIN}
          max={today}
          error={problem ?? undefined}
        />
        <Button type="submit" fullWidth loading={busy}>
          {t('common.save')}
        </Button>
      </FormStack>
    </Page>
  );
}
