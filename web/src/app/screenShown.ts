/**
 * Whether the first screen has rendered: the layouts' route elements place `ScreenShown` after each
 * screen, inside its Suspense boundary, so its effect runs once the screen's chunk has rendered and the
 * screen's own effects (which start its calls) have run. app/idle.ts waits on it. Kept apart from
 * idle.ts so that the layout chunks (and their login screens) carry only this.
 */
import { useEffect } from 'react';

let shown = false;
const listeners = new Set<() => void>();

export function isScreenShown(): boolean {
  return shown;
}

/** Calls `listener` once, when the first screen is shown; answers the unsubscribe. */
export function onScreenShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The first screen has rendered. */
export function markScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Rendered after a screen inside its Suspense boundary: marks the first screen shown. */
export function ScreenShown(): null {
  useEffect(markScreenShown, []);
  return null;
}
