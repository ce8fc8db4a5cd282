/** The customer-service account that /member/index/initdata names (reachable by every member). */
import { useEffect, useState } from 'react';
import { isOk, post } from '../../app/api';

export interface ServiceAccount {
  id: number;
  username: string;
  avatar?: string;
}

export async function loadServiceAccount(): Promise<ServiceAccount | null> {
  const answer = await post<{ service?: ServiceAccount }>('/member/index/initdata');
  return isOk(answer) && answer.data?.service ? answer.data.service : null;
}

/** The service account, null until initdata answers. */
export function useServiceAccount(): ServiceAccount | null {
  const [service, setService] = useState<ServiceAccount | null>(null);
  useEffect(() => {
    let live = true;
    void loadServiceAccount().then((found) => live && setService(found));
    return () => {
      live = false;
    };
  }, []);
  return service;
}
