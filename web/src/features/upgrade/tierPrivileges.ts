/** The privileges of each tier as /member/index/initdata lists them (services/edge/src/routes/user.ts). */
import { useEffect, useState } from 'react';
import { AUTHORITY_NAMES } from '@kindred/rules';
import { isOk, post } from '../../app/api';
import type { Authority, InitData } from '../../app/authority';

export type TierPrivileges = Record<0 | 1 | 2, Authority[]>;

/** The known authority names of each list, in the app's order. */
export function privilegesOf(lists: InitData['authority']): TierPrivileges {
  const pick = (list: string[] | undefined) => AUTHORITY_NAMES.filter((name) => (list ?? []).includes(name));
  return { 0: pick(lists.vip0), 1: pick(lists.vip1), 2: pick(lists.vip2) };
}

/** Loads initdata once; null until it answers (or when it failed). */
export function useTierPrivileges(): TierPrivileges | null {
  const [privileges, setPrivileges] = useState<TierPrivileges | null>(null);
  useEffect(() => {
    let live = true;
    void post<InitData>('/member/index/initdata').then((answer) => {
      if (live && isOk(answer) && answer.data?.authority) setPrivileges(privilegesOf(answer.data.authority));
    });
    return () => {
      live = false;
    };
  }, []);
  return privileges;
}
