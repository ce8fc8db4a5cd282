import { forwardRef, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { ABOUT_MAX, CITY_MAX, INTERESTS_MAX, LOOKING_FOR, type LookingFor } from '@kindred/rules';
import { Button } from '../Button';
import { InterestTagPicker } from '../InterestTagPicker';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { Actions, FactsForm, Pair, type ProfileFactsFormLayout } from './ProfileFactsForm.styles';

/** The facts as the member edits them: catalogue tags picked, free tags and language codes typed. */
export interface ProfileFactsValues {
  about: string;
  city: string;
  /** Catalogue tags. */
  picked: string[];
  /** Free tags, separated by commas. */
  otherInterests: string;
  lookingFor: '' | LookingFor;
  heightCm: string;
  /** Language codes, separated by commas. */
  languages: string;
}

/** A field's problem, by the API's field name. */
export type ProfileFactsErrors = Partial<
  Record<'about' | 'city' | 'interests' | 'looking_for' | 'height_cm' | 'languages', ReactNode>
>;

/** The form's texts, from the app (they ship with the profile screens). */
export interface ProfileFactsFormTexts {
  about: string;
  aboutPlaceholder: string;
  city: string;
  lookingFor: string;
  lookingForNone: string;
  looking: Record<LookingFor, string>;
  interests: string;
  otherInterests: string;
  otherInterestsHint: string;
  heightCm: string;
  languages: string;
  languagesHint: string;
  save: string;
}

export type ProfileFactsFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onChange' | 'onSubmit'> & {
  value: ProfileFactsValues;
  onChange: (change: Partial<ProfileFactsValues>) => void;
  /** A catalogue tag pressed. */
  onToggleInterest: (tag: string) => void;
  /** Save asked for (the form's submit). */
  onSave: () => void;
  texts: ProfileFactsFormTexts;
  errors?: ProfileFactsErrors;
  busy?: boolean;
  /** mobile: one column, a full-width save; desktop: height beside languages. */
  layout?: ProfileFactsFormLayout;
};

/**
 * What a member tells about themself (about up to 500 characters, city, looking for, up to 10
 * interests, height, languages), with the limits of packages/rules.
 */
export const ProfileFactsForm = forwardRef<HTMLFormElement, ProfileFactsFormProps>(function ProfileFactsForm(
  { value, onChange, onToggleInterest, onSave, texts, errors = {}, busy = false, layout = 'mobile', ...rest },
  ref,
) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <FactsForm ref={ref} noValidate onSubmit={submit} {...rest}>
      <TextField
        label={texts.about}
        name="about"
        multiline
        rows={4}
        maxLength={ABOUT_MAX}
        placeholder={texts.aboutPlaceholder}
        value={value.about}
        onValueChange={(about) => onChange({ about })}
        error={errors.about}
      />
      <TextField
        label={texts.city}
        name="city"
        maxLength={CITY_MAX}
        value={value.city}
        onValueChange={(city) => onChange({ city })}
        error={errors.city}
      />
      <Select
        label={texts.lookingFor}
        name="looking_for"
        value={value.lookingFor}
        onValueChange={(lookingFor) => onChange({ lookingFor: lookingFor as ProfileFactsValues['lookingFor'] })}
        error={errors.looking_for}
        options={[
          { value: '', label: texts.lookingForNone },
          ...LOOKING_FOR.map((looking) => ({ value: looking, label: texts.looking[looking] })),
        ]}
      />
      <InterestTagPicker
        label={texts.interests}
        picked={value.picked}
        onToggle={onToggleInterest}
        max={INTERESTS_MAX}
        freeTags={{
          label: texts.otherInterests,
          hint: texts.otherInterestsHint,
          value: value.otherInterests,
          onValueChange: (otherInterests) => onChange({ otherInterests }),
          error: errors.interests,
        }}
      />
      <Pair $layout={layout}>
        <TextField
          label={texts.heightCm}
          name="height_cm"
          inputMode="numeric"
          value={value.heightCm}
          onValueChange={(heightCm) => onChange({ heightCm })}
          error={errors.height_cm}
        />
        <TextField
          label={texts.languages}
          name="languages"
          hint={texts.languagesHint}
          value={value.languages}
          onValueChange={(languages) => onChange({ languages })}
          error={errors.languages}
        />
      </Pair>
      <Actions>
        <Button type="submit" fullWidth={layout === 'mobile'} loading={busy}>
          {texts.save}
        </Button>
      </Actions>
    </FactsForm>
  );
});
