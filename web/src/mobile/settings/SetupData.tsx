/**
 * /m/home/my/setup/data: birthday and country, saved with /member/index/profile, and the email
 * change with its own call and the password again.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { useSession } from '../../app/session';
import { BirthdayPicker, Button, EmailChangeForm, Select, useLocale } from '../../app/ui';
import { useBirthdayField } from '../../features/settings/birthdayField';
import { useEmailChange } from '../../features/settings/emailChange';
import { FormStack, Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { setupRoutes } from '../routes';
import { COUNTRIES } from '@kindred/rules';
import { useProfileSave } from './useProfileSave';

export default function SetupData() {
  const { t } = useTranslation();
  const { t: ds } = useLocale();
  const session = useSession();
  const birthday = useBirthdayField(() => (session?.birthday ? new Date(session.birthday) : null));
  const [country, setCountry] = useState(session?.country ?? '');
  const { busy, problem, save } = useProfileSave();
  const emailChange = useEmailChange();
  if (!session) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ birthday: birthday.value ? birthday.value.getTime() : 0, country });
  };

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('setupData.title')} back={setupRoutes.index} />
      <FormStack noValidate onSubmit={submit}>
        <BirthdayPicker {...birthday} error={problem ?? undefined} />
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
      {emailChange && <EmailChangeForm {...emailChange} />}
    </Page>
  );
}
