/**
 * A first screen's own call, started by the layouts' first-screen tables (mobile/firstScreens.ts,
 * desktop/firstScreens.ts) together with the screen's chunk, so that its answer is on the way while the
 * code still loads instead of after the screen has rendered. The screen's call takes it once, if it
 * was started in the last few seconds; every later call goes to the server as usual.
 */
const FRESH_MS = 10_000;
const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts `call` now and keeps its answer for the screen's first `takeEarly` of the same key. */
export function startEarly<T>(key: string, call: () => Promise<T>): Promise<T> {
  const answer = call();
  started.set(key, { at: Date.now(), answer });
  return answer;
}

/** The answer `startEarly` began for `key` if it is fresh, else `call()`; either way only once. */
export function takeEarly<T>(key: string, call: () => Promise<T>): Promise<T> {
  const early = started.get(key);
  started.delete(key);
  return early && Date.now() - early.at < FRESH_MS ? (early.answer as Promise<T>) : call();
}
