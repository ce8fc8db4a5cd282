/**
 * Registers the service worker (web/public/sw.js): installable app, offline page, Web Push. Only the
 * production build registers it, so that a development server never serves a stale shell.
 */
import { isScreenShown, onScreenShown } from './screenShown';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without it the site still works; only installing and pushes are unavailable.
    });
  };
  // Not while the first screen loads: installing would compete with its chunks, calls and rendering,
  // and the worker, claiming the page, would answer the screen's last chunks itself. A page that marks
  // no screen shown (the staff console) registers a little later.
  const later = () => {
    let asked = false;
    const once = () => {
      if (asked) return;
      asked = true;
      if (window.requestIdleCallback) window.requestIdleCallback(register, { timeout: 2000 });
      else register();
    };
    if (isScreenShown()) once();
    else {
      onScreenShown(once);
      setTimeout(once, 5000);
    }
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
