/** Loads one staff call and keeps its answer; `reload` asks again (after an action changed the data). */
import { useCallback, useEffect, useState } from 'react';
import { isOk, type Fields } from '../../app/api';
import { staffPost } from './staffApi';

export interface StaffQuery<T> {
  data: T | null;
  /** The envelope `msg` of a failed call. */
  error: string | null;
  loading: boolean;
  reload: () => void;
}

export function useStaffQuery<T>(path: string | null, fields: Fields = {}): StaffQuery<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: path !== null,
  });
  const [round, setRound] = useState(0);
  const key = JSON.stringify(fields);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    setState((previous) => ({ ...previous, loading: true }));
    void staffPost<T>(path, JSON.parse(key) as Fields).then((answer) => {
      if (!live) return;
      setState(
        isOk(answer)
          ? { data: answer.data, error: null, loading: false }
          : { data: null, error: answer.msg, loading: false },
      );
    });
    return () => {
      live = false;
    };
  }, [path, key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
