/**
 * Registers the service worker (web/public/sw.js): installable app, offline page, Web Push. Only the
 * production build registers it, so that a development server never serves a stale shell.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without it the site still works; only installing and pushes are unavailable.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
