import './tracing';
import { createLogger, onShutdown } from '@kindred/kit';
import { readUserConfig } from './config';
import { startUserService } from './server';

async function main() {
  const config = readUserConfig();
  const logger = createLogger('user', config.LOG_LEVEL);
  const service = await startUserService(config, { logger });
  onShutdown(logger, [() => service.stop()]);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
