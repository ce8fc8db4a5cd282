/** /m/home/my/setup/changegender: male (1) or female (0), via /member/index/profile. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/react';
import { useSession } from '../../app/session';
import { Button, RadioGroup } from '../../app/ui';
import { FormStack, Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { setupRoutes } from '../routes';
import { useProfileSave } from './useProfileSave';

export default function ChangeGender() {
  const { t } = useTranslation();
  const session = useSession();
  const [gender, setGender] = useState(String(session?.gender ?? 1));
  const { busy, problem, save } = useProfileSave();
  if (!session) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ gender: gender === '1' ? 1 : 0 });
  };

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('setupData.genderTitle')} back={setupRoutes.index} />
      <FormStack noValidate onSubmit={submit}>
        <RadioGroup
          label={t('field.gender')}
          orientation="horizontal"
          value={gender}
          onValueChange={setGender}
          error={problem ?? undefined}
          options={[
            { value: '1', label: t('field.male') },
            { value: '0', label: t('field.female') },
          ]}
        />
        <Button type="submit" fullWidth loading={busy}>
          {t('common.save')}
        </Button>
      </FormStack>
    </Page>
  );
}
