/** The signed-in shells' plumbing in every layout: the user info refresh and the pending account's sign-out. */
import { useCallback, useEffect, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { refreshUserInfo } from './authority';
import { signOut } from './auth';
import { afterFirstScreen } from './idle';

/** The authority flags follow every userinfo refresh (the stored ones guard the first screen meanwhile). */
export function useUserInfoRefresh(): void {
  useEffect(() => afterFirstScreen(() => void refreshUserInfo()), []);
}

/** The sign-out link's handler: signs out, then replaces the page with the sign-in screen. */
export function useSignOutLink(loginPath: string) {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      void signOut().then(() => navigate(loginPath, { replace: true }));
    },
    [navigate, loginPath],
  );
}
