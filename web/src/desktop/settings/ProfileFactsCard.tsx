/**
 * The profile facts form of /w/home/user/edit (about, city, looking for, interests, height,
 * languages), saved with /member/index/profile.
 */
import type { FormEvent } from 'react';
import { ABOUT_MAX, CITY_MAX, LOOKING_FOR } from '@kindred/rules';
import { useToast } from '../../app/toast';
import { Button, Select, TextField } from '../../app/ui';
import { useDiscoverTexts } from '../../features/discovery/discoveryTexts';
import { useProfileFactsForm } from '../../features/profile/profileFacts';
import { Card, Form, Heading } from '../layout';
import { InterestTags } from '../discovery/InterestTags';

export function ProfileFactsCard() {
  const { t } = useDiscoverTexts();
  const toast = useToast();
  const { draft, change, toggle, errors, busy, save } = useProfileFactsForm();
  if (!draft) return null;
  const error = (field: string) => (errors[field] ? t('discover.invalid') : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save()) toast.show({ message: t('discover.saved'), tone: 'success' });
  };

  return (
    <Card aria-label={t('discover.factsHeading')}>
      <Heading as="h2">{t('discover.factsHeading')}</Heading>
      <Form noValidate onSubmit={submit}>
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
        <Button type="submit" loading={busy}>
          {t('discover.save')}
        </Button>
      </Form>
    </Card>
  );
}
