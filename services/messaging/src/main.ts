import './tracing';
import { createLogger, onShutdown } from '@kindred/kit';
import { readMessagingConfig } from './config';
import { startMessagingService } from './server';

async function main() {
  const config = readMessagingConfig();
  const logger = createLogger('messaging', config.LOG_LEVEL);
  const service = await startMessagingService(config, { logger });
  onShutdown(logger, [() => service.stop()]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
