/**
 * /m/home/my/setup/about: the profile facts (about, city, interests, looking for, height, languages),
 * saved with /member/index/profile; the completeness hint above says what the profile still misses.
 */
import type { FormEvent } from 'react';
import { LOOKING_FOR, ABOUT_MAX, CITY_MAX } from '@kindred/rules';
import { useSession } from '../../app/session';
import { useToast } from '../../app/toast';
import { Button, Select, TextField } from '../../app/ui';
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { NO_FACTS, useProfileFactsForm } from '../../features/profile/profileFacts';
import { FormStack, Page, ScreenHeader } from '../layout';
import { setupRoutes } from '../routes';
import { InterestTags } from '../discovery/InterestTags';
import { CompletenessHint } from './CompletenessHint';

export default function ProfileFactsSetup() {
  const { t } = useDiscoverTexts();
  const toast = useToast();
  const session = useSession();
  const { draft, change, toggle, errors, busy, save } = useProfileFactsForm();
  if (!session) return null;
  const error = (field: string) => (errors[field] ? t('discover.invalid') : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save()) toast.show({ message: t('discover.saved'), tone: 'success' });
  };

  return (
    <Page $withTabBar>
      <ScreenHeader title={t('discover.factsHeading')} back={setupRoutes.index} />
      <CompletenessHint avatar={session.avatar} facts={draft ? { ...NO_FACTS, about: draft.about } : NO_FACTS} />
      {draft && (
        <FormStack noValidate onSubmit={submit}>
          <TextField
            label={t('discover.about')}
            name="about"
            multiline
            rows={4}
            maxLength={ABOUT_MAX}
            placeholder={t('discover.aboutPlaceholder')}
            value={draft.about}
            onValueChange={(about) => change({ about })}
            error={error('about')}
          />
          <TextField
            label={t('discover.city')}
            name="city"
            maxLength={CITY_MAX}
            value={draft.city}
            onValueChange={(city) => change({ city })}
            error={error('city')}
          />
          <Select
            label={t('discover.lookingFor')}
            name="looking_for"
            value={draft.lookingFor}
            onValueChange={(value) => change({ lookingFor: value as typeof draft.lookingFor })}
            options={[
              { value: '', label: t('discover.lookingForNone') },
              ...LOOKING_FOR.map((value) => ({ value, label: t(`discover.looking.${value}`) })),
            ]}
          />
          <InterestTags picked={draft.picked} onToggle={toggle} />
          <TextField
            label={t('discover.otherInterests')}
            name="other_interests"
            hint={t('discover.otherInterestsHint')}
            value={draft.otherInterests}
            onValueChange={(otherInterests) => change({ otherInterests })}
            error={error('interests')}
          />
          <TextField
            label={t('discover.heightCm')}
            name="height_cm"
            inputMode="numeric"
            value={draft.heightCm}
            onValueChange={(heightCm) => change({ heightCm })}
            error={error('height_cm')}
          />
          <TextField
            label={t('discover.languages')}
            name="languages"
            hint={t('discover.languagesHint')}
            value={draft.languages}
            onValueChange={(languages) => change({ languages })}
            error={error('languages')}
          />
          <Button type="submit" fullWidth loading={busy}>
            {t('discover.save')}
          </Button>
        </FormStack>
      )}
    </Page>
  );
}
