import type { Logger } from '@kindred/kit';

/**
 * Runs `work` every `intervalMs`, one pass at a time; a failure is logged once and retried on the
 * next tick (the deletion grace periods that ended are still there).
 */
export function everyInterval(
  intervalMs: number,
  work: () => Promise<number>,
  logger: Logger,
  what = 'account erasure',
): { runNow(): Promise<number>; stop(): Promise<void> } {
  let pass: Promise<number> | null = null;
  let failing = false;
  const runNow = () => {
    pass ??= work().finally(() => (pass = null));
    return pass;
  };
  const timer = setInterval(() => {
    runNow().then(
      () => (failing = false),
      (err: Error) => {
        if (!failing) logger.warn({ err: err.message }, `${what} failed; retrying`);
        failing = true;
      },
    );
  }, intervalMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await pass?.catch(() => undefined);
    },
  };
}
