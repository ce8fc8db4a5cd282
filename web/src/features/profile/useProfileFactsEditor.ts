/**
 * The profile facts form of either layout, ready for the design system's ProfileFactsForm: its
 * texts, the draft (null while the own facts load), the problems beside the fields, and saving with
 * a toast once saved.
 */
import { useToast } from '../../app/toast';
import { useProfileFactsFormTexts } from '../discovery/discoveryComponentTexts';
import { useProfileFactsForm } from './profileFacts';

export function useProfileFactsEditor() {
  const toast = useToast();
  const { draft, change, toggle, errors, busy, save } = useProfileFactsForm();
  const { texts, errors: shownErrors, saved } = useProfileFactsFormTexts(errors);
  const onSave = async () => {
    if (await save()) toast.show({ message: saved, tone: 'success' });
  };
  return {
    draft,
    form: draft && {
      texts,
      value: draft,
      errors: shownErrors,
      busy,
      onChange: change,
      onToggleInterest: toggle,
      onSave: () => void onSave(),
    },
  };
}
