import './notifier/tracing';
import { createLogger, onShutdown } from '@kindred/kit';
import { readNotifierConfig } from './notifier/config';
import { startNotifier } from './notifier/notifier';

async function main() {
  const config = readNotifierConfig();
  const logger = createLogger('notifier', config.LOG_LEVEL);
  const notifier = await startNotifier(config, { logger });
  onShutdown(logger, [() => notifier.stop()]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
