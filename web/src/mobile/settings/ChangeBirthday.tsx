/** /m/home/my/setup/changebrith: the birthday alone (18 or over, from 1950-01-01), via /member/index/profile. */
import type { FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { useSession } from '../../app/session';
import { BirthdayPicker, Button } from '../../app/ui';
import { useBirthdayField } from '../../features/settings/birthdayField';
import { FormStack, Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { setupRoutes } from '../routes';
import { useProfileSave } from './useProfileSave';

export default function ChangeBirthday() {
  const { t } = useTranslation();
  const session = useSession();
  const birthday = useBirthdayField(() => (session?.birthday ? new Date(session.birthday) : null));
  const { busy, problem, save } = useProfileSave();
  if (!session) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ birthday: birthday.value ? birthday.value.getTime() : 0 });
  };

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('setupData.birthdayTitle')} back={setupRoutes.index} />
      <FormStack noValidate onSubmit={submit}>
        <BirthdayPicker {...birthday} error={problem ?? undefined} />
        <Button type="submit" fullWidth loading={busy}>
          {t('common.save')}
        </Button>
      </FormStack>
    </Page>
  );
}
