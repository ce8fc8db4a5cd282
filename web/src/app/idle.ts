/**
 * Work the first screen does not show (the shells' start-up lists, the userinfo refresh, the live
 * connection, the desktop chat dock) waits until that screen is drawn with its data: its chunk has
 * rendered (`ScreenShown` of screenShown.ts, placed by the layouts' route elements), its calls have
 * answered, and the main thread is idle; at the latest `FIRST_SCREEN_CAP_MS` after being asked. Later
 * screens find the first one shown and run such work as soon as the thread is idle.
 */
import { useEffect, useState } from 'react';
import { callsInFlight, onCallsQuiet } from './api';
import { isScreenShown, onScreenShown } from './screenShown';

/** At the latest this long after being asked, whatever the first screen is still doing. */
export const FIRST_SCREEN_CAP_MS = 4000;
/** How long an idle callback may wait for a quiet main thread. */
const IDLE_TIMEOUT_MS = 1000;

function onIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/** Runs `task` once the first screen is shown with its data and the thread is idle; answers a cancel. */
export function afterFirstScreen(task: () => void, capMs = FIRST_SCREEN_CAP_MS): () => void {
  const cleanups: Array<() => void> = [];
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cleanups.forEach((cleanup) => cleanup());
    task();
  };
  const whenQuiet = () => {
    if (callsInFlight() === 0) cleanups.push(onIdle(run));
    else cleanups.push(onCallsQuiet(() => cleanups.push(onIdle(run))));
  };
  const timer = setTimeout(run, capMs);
  cleanups.push(() => clearTimeout(timer));
  if (isScreenShown()) whenQuiet();
  else cleanups.push(onScreenShown(whenQuiet));
  return () => {
    done = true;
    cleanups.forEach((cleanup) => cleanup());
  };
}

/** False until `afterFirstScreen` would run (the desktop chat dock waits on it). */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(() => setReady(true)), []);
  return ready;
}
