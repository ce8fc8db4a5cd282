/**
 * Fetches a first screen's main picture (its largest paint) at high priority as soon as its address is
 * known, before the screen that shows it has rendered: the browser then takes it from its memory cache.
 */
export function preloadPicture(src: string | undefined): void {
  if (!src || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(src)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = src;
  document.head.append(link);
}
