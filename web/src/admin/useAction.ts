/** Runs a staff action, then toasts its success or the refusal's reason; answers `{ data }` on success, else null. */
import { useState } from 'react';
import { isOk, type Envelope } from '../app/api';
import { useToast } from '../app/toast';
import { useAdminText } from './useAdminText';

export function useAction() {
  const toast = useToast();
  const { failure } = useAdminText();
  const [busy, setBusy] = useState(false);
  const run = async <T>(call: () => Promise<Envelope<T>>, success: string): Promise<{ data: T } | null> => {
    setBusy(true);
    const answer = await call();
    setBusy(false);
    if (isOk(answer)) {
      toast.show({ message: success, tone: 'success' });
      return { data: answer.data };
    }
    toast.show({ message: failure(answer.msg), tone: 'danger' });
    return null;
  };
  return { run, busy };
}
