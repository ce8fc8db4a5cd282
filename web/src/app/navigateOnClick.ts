/** Links drawn by design-system components (an href and a click handler) inside the app's router. */
import { useCallback, type MouseEvent } from 'react';
import { useNavigate, type To } from 'react-router-dom';

/** A click handler for an app link drawn by a design-system component: navigates without a reload. */
export function useNavigateOnClick() {
  const navigate = useNavigate();
  return useCallback(
    (to: To) => (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      navigate(to);
    },
    [navigate],
  );
}
