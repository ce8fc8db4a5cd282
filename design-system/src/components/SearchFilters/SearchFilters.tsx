import { forwardRef, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { COUNTRIES, SEARCH_AGE_MAX, SEARCH_AGE_MIN } from '@kindred/rules';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { InterestTagPicker } from '../InterestTagPicker';
import { RangeSlider } from '../RangeSlider';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { useLocale } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { FiltersForm, Toggles, type SearchFiltersLayout } from './SearchFilters.styles';

/** What a discovery search asks for; '' and false are "any". */
export interface SearchFilterValues {
  /** '1' men, '0' women, '': the searcher's default (the opposite sex). */
  sex: '' | '0' | '1';
  ageMin: number;
  ageMax: number;
  /** ISO-2, '' any. */
  country: string;
  city: string;
  online: boolean;
  withPhoto: boolean;
  /** Catalogue tags; a member must have all of them. */
  interests: string[];
}

/** The form's texts, from the app (discovery's texts ship with the discovery screens). */
export interface SearchFiltersTexts {
  /** The form's accessible name (篩選). */
  filters: string;
  age: string;
  ageMin: string;
  ageMax: string;
  sex: string;
  /** The default choice of sex (the opposite sex). */
  sexDefault: string;
  men: string;
  women: string;
  country: string;
  anyCountry: string;
  city: string;
  onlineOnly: string;
  withPhoto: string;
  interests: string;
  search: string;
}

export type SearchFiltersProps = Omit<ComponentPropsWithoutRef<'form'>, 'onChange' | 'onSubmit'> & {
  value: SearchFilterValues;
  /** A filter changed (only the changed ones). */
  onChange: (change: Partial<SearchFilterValues>) => void;
  /** Search asked for (the form's submit). */
  onSearch: () => void;
  texts: SearchFiltersTexts;
  /** mobile: a sheet above the results; desktop: a side panel beside them. */
  layout?: SearchFiltersLayout;
  /** A search is under way (the button spins). */
  busy?: boolean;
};

/**
 * The discovery search's filters: sex, an age range (18-99), country, city, online now, with a
 * photo and interests, with the search button; a `search` landmark named by `texts.filters`.
 */
export const SearchFilters = forwardRef<HTMLFormElement, SearchFiltersProps>(function SearchFilters(
  { value, onChange, onSearch, texts, layout = 'mobile', busy = false, ...rest },
  ref,
) {
  const { t } = useLocale();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  const toggle = (tag: string) =>
    onChange({
      interests: value.interests.includes(tag)
        ? value.interests.filter((picked) => picked !== tag)
        : [...value.interests, tag],
    });
  return (
    <FiltersForm
      ref={ref}
      role="search"
      aria-label={texts.filters}
      noValidate
      onSubmit={submit}
      $layout={layout}
      {...rest}
    >
      <Select
        label={texts.sex}
        name="sex"
        value={value.sex}
        onValueChange={(sex) => onChange({ sex: sex as SearchFilterValues['sex'] })}
        options={[
          { value: '', label: texts.sexDefault },
          { value: '0', label: texts.women },
          { value: '1', label: texts.men },
        ]}
      />
      <RangeSlider
        label={texts.age}
        thumbLabels={[texts.ageMin, texts.ageMax]}
        names={['age_min', 'age_max']}
        min={SEARCH_AGE_MIN}
        max={SEARCH_AGE_MAX}
        value={[value.ageMin, value.ageMax]}
        onValueChange={([ageMin, ageMax]) => onChange({ ageMin, ageMax })}
      />
      <Select
        label={texts.country}
        name="country"
        value={value.country}
        onValueChange={(country) => onChange({ country })}
        options={[
          { value: '', label: texts.anyCountry },
          ...COUNTRIES.map((code) => ({ value: code, label: t(`country.${code}` as MessageKey) })),
        ]}
      />
      <TextField label={texts.city} name="city" value={value.city} onValueChange={(city) => onChange({ city })} />
      <Toggles>
        <Checkbox
          label={texts.onlineOnly}
          checked={value.online}
          onChange={(event) => onChange({ online: event.target.checked })}
        />
        <Checkbox
          label={texts.withPhoto}
          checked={value.withPhoto}
          onChange={(event) => onChange({ withPhoto: event.target.checked })}
        />
      </Toggles>
      <InterestTagPicker label={texts.interests} picked={value.interests} onToggle={toggle} />
      <Button type="submit" fullWidth={layout === 'mobile'} loading={busy}>
        {texts.search}
      </Button>
    </FiltersForm>
  );
});
