import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CATALOGUE_INTERESTS, interestList } from '@kindred/rules';
import { TextField } from '../TextField';
import { useLocale } from '../../i18n/LocaleProvider';
import { Group, Hint, Legend, Tag, Tags } from './InterestTagPicker.styles';
import { interestLabel } from './interestLabel';

/** The free-tag field: tags of the member's own, typed separated by commas. */
export interface FreeTagsField {
  label: string;
  hint?: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  error?: ReactNode;
  name?: string;
}

export type InterestTagPickerProps = Omit<ComponentPropsWithoutRef<'fieldset'>, 'onToggle'> & {
  /** The group's visible name (興趣). */
  label: string;
  /** The catalogue tags chosen. */
  picked: readonly string[];
  /** A tag pressed: the app adds or removes it. */
  onToggle: (tag: string) => void;
  /** At most this many interests in all (catalogue and free); further tags are disabled. None: no limit. */
  max?: number;
  /** A line under the tags (the limit, what the tags are for). */
  hint?: ReactNode;
  /** The member's own tags beside the catalogue's (profile forms; a search picks from the catalogue). */
  freeTags?: FreeTagsField;
};

/**
 * The interest catalogue (packages/rules) as toggle buttons in the reader's language, plus an
 * optional field for free tags; with `max`, catalogue tags not picked are disabled once the limit is met.
 */
export const InterestTagPicker = forwardRef<HTMLFieldSetElement, InterestTagPickerProps>(function InterestTagPicker(
  { label, picked, onToggle, max, hint, freeTags, ...rest },
  ref,
) {
  const { locale } = useLocale();
  const hintId = useId();
  const chosen = picked.length + (freeTags ? interestList(freeTags.value).length : 0);
  const full = max !== undefined && chosen >= max;
  return (
    <Group ref={ref} aria-describedby={hint ? hintId : undefined} {...rest}>
      <Legend>{label}</Legend>
      <Tags>
        {CATALOGUE_INTERESTS.map((tag) => {
          const on = picked.includes(tag);
          return (
            <Tag key={tag} type="button" aria-pressed={on} disabled={full && !on} onClick={() => onToggle(tag)}>
              {interestLabel(tag, locale)}
            </Tag>
          );
        })}
      </Tags>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {freeTags && (
        <TextField
          label={freeTags.label}
          name={freeTags.name ?? 'other_interests'}
          hint={freeTags.hint}
          value={freeTags.value}
          onValueChange={freeTags.onValueChange}
          error={freeTags.error}
        />
      )}
    </Group>
  );
});
