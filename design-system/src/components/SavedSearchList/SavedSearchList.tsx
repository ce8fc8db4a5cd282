import { forwardRef, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import type { SearchFilterValues } from '../SearchFilters';
import { useFullWidthButtons } from '../../forms/panel';
import { SaveForm, SavedHeading, SavedSection, SavedText, SearchRow, Searches } from './SavedSearchList.styles';

/** A saved search: its name and the filters it searches with. */
export interface SavedSearchItem {
  id: number | string;
  name: string;
  filters: SearchFilterValues;
}

/** Why a save or a delete did not go through. */
export type SavedSearchProblem = 'nameRequired' | 'limit' | 'badFilters' | 'upgrade' | 'failed';

/** The list's words, in the member's language (the app's texts). */
export type SavedSearchListTexts = Record<
  'title' | 'name' | 'namePlaceholder' | 'save' | 'remove' | 'empty' | SavedSearchProblem,
  string
> & {
  /** The delete button's accessible name for one search ("Delete the saved search Hikers"). */
  removeLabel: (name: string) => string;
};

export type SavedSearchListProps = Omit<ComponentPropsWithoutRef<'section'>, 'onSubmit'> & {
  texts: SavedSearchListTexts;
  /** Undefined while they load. */
  searches?: SavedSearchItem[];
  /** The filters being edited: what saving keeps. */
  filters: SearchFilterValues;
  /** Runs a saved search: the screen takes its filters and searches. */
  onRun: (filters: SearchFilterValues, search: SavedSearchItem) => void;
  /** Saves `filters` under `name`; true (saved) empties the name field. */
  onSave: (name: string, filters: SearchFilterValues) => boolean | Promise<boolean>;
  onRemove: (search: SavedSearchItem) => void;
  /** A save or a delete is on its way. */
  busy?: boolean;
  problem?: SavedSearchProblem | null;
  /** No more may be saved: the form leaves. */
  full?: boolean;
  nameMaxLength?: number;
};

/**
 * The member's saved searches (a `region` named by `texts.title`): each one's name runs it, a delete
 * button beside it, and a form that saves the filters being edited under a name.
 */
export const SavedSearchList = forwardRef<HTMLElement, SavedSearchListProps>(function SavedSearchList(
  {
    texts,
    searches,
    filters,
    onRun,
    onSave,
    onRemove,
    busy = false,
    problem = null,
    full = false,
    nameMaxLength = 40,
    ...rest
  },
  ref,
) {
  const fullWidth = useFullWidthButtons();
  const [name, setName] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSave(name, filters)) setName('');
  };
  return (
    <SavedSection ref={ref} aria-label={texts.title} {...rest}>
      <SavedHeading>{texts.title}</SavedHeading>
      {problem && <SavedText role="alert">{texts[problem]}</SavedText>}
      {searches?.length === 0 && <SavedText>{texts.empty}</SavedText>}
      {searches && searches.length > 0 && (
        <Searches>
          {searches.map((search) => (
            <SearchRow key={search.id}>
              <Button variant="ghost" onClick={() => onRun(search.filters, search)}>
                {search.name}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={texts.removeLabel(search.name)}
                disabled={busy}
                onClick={() => onRemove(search)}
              >
                {texts.remove}
              </Button>
            </SearchRow>
          ))}
        </Searches>
      )}
      {!full && (
        <SaveForm noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={texts.name}
            placeholder={texts.namePlaceholder}
            maxLength={nameMaxLength}
            value={name}
            onValueChange={setName}
          />
          <Button type="submit" variant="secondary" fullWidth={fullWidth} loading={busy}>
            {texts.save}
          </Button>
        </SaveForm>
      )}
    </SavedSection>
  );
});
