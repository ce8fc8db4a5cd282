import './tracing';
import { createLogger, onShutdown } from '@kindred/kit';
import { readCommerceConfig } from './config';
import { startCommerceService } from './server';

async function main() {
  const config = readCommerceConfig();
  const logger = createLogger('commerce', config.LOG_LEVEL);
  const service = await startCommerceService(config, { logger });
  onShutdown(logger, [() => service.stop()]);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
