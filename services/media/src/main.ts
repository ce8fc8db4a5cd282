import './tracing';
import { createLogger, onShutdown } from '@kindred/kit';
import { readMediaConfig } from './config';
import { startMediaService } from './server';

async function main() {
  const config = readMediaConfig();
  const logger = createLogger('media', config.LOG_LEVEL);
  const service = await startMediaService(config, { logger, serveMetrics: true });
  onShutdown(logger, [() => service.stop()]);
}

main().catch((err: unknown) => {
  createLogger('media').fatal({ err }, 'media failed to start');
  process.exit(1);
});
