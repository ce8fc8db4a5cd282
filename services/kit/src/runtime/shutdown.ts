import type { Logger } from './logger';
import { stopTracing } from '../tracing/tracing';

/**
 * Runs the stop steps in order on SIGTERM/SIGINT (Kubernetes sends SIGTERM, then SIGKILL after the
 * grace period), and exits. A second signal exits at once.
 */
export function onShutdown(logger: Logger, steps: Array<() => Promise<unknown>>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'draining');
    for (const step of steps) {
      try {
        await step();
      } catch (err) {
        logger.error({ err }, 'shutdown step failed');
      }
    }
    await stopTracing();
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
