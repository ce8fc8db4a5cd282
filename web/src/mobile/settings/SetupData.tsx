/**
 * /m/home/my/setup/data: birthday and country, saved with /member/index/profile, and the email
 * change with its own call and the password again.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { useSession } from '../../app/session';
import { BirthdayPicker, Button, Select, useLocale } from '../../app/ui';
import { BIRTHDAY_MIN } from '../../app/validation';
import { FormStack, Page, ScreenHeader } from '../layout';
import { setupRoutes } from '../routes';
import { COUNTRIES } from '@kindred/rules';
import { useProfileSave } from './useProfileSave';
import { EmailChangeForm } from './EmailChangeForm';

export default function SetupData() {
  const { t } = useTranslation();
  const { t: ds } = useLocale();
  const session = useSession();
  const [birthday, setBirthday] = useState<Date | null>(() => (session?.birthday ? new Date(session.birthday) : null));
  const [country, setCountry] = useState(session?.country ?? '');
  const [today] = useState(() => new Date());
  const { busy, problem, save } = useProfileSave();
  if (!session) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ birthday: birthday ? birthday.getTime() : 0, country });
  };

  return (
    <Page $withTabBar>
      <ScreenHeader title={t('setupData.title')} back={setupRoutes.index} />
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
        <Select
          label={t('setupData.country')}
          name="country"
          placeholder
          value={country}
          onValueChange={setCountry}
          options={COUNTRIES.map((code) => ({ value: code, label: ds(`country.${code}` as Parameters<typeof ds>[0]) }))}
        />
        <Button type="submit" fullWidth loading={busy}>
          {t('common.save')}
        </Button>
      </FormStack>
      <EmailChangeForm />
    </Page>
  );
}
