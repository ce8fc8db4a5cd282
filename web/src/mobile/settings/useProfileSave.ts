/** Saving a settings screen through saveProfile: busy flag, problem text, success toast and return. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { useToast } from '../../app/toast';
import { setupRoutes } from '../routes';
import { saveProfile, type ProfileChange } from '../../features/profile/profile';

export function useProfileSave() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (change: ProfileChange) => {
    setBusy(true);
    const outcome = await saveProfile(change);
    setBusy(false);
    if (outcome.saved) {
      setProblem(null);
      toast.show({ message: t('setupData.saved'), tone: 'success' });
      navigate(setupRoutes.index);
      return;
    }
    const text = t(outcome.problem, { field: outcome.field ? t(outcome.field) : '' });
    // Server refusals are a toast; a value the member can fix stays beside the form.
    if (outcome.field) setProblem(text);
    else toast.show({ message: text, tone: 'danger' });
  };

  return { busy, problem, save };
}
