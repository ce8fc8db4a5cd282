import './tracing';
import { createLogger, onShutdown } from '@kindred/kit';
import { readSocialConfig } from './config';
import { startSocialService } from './server';

async function main() {
  const config = readSocialConfig();
  const logger = createLogger('social', config.LOG_LEVEL);
  const service = await startSocialService(config, { logger, serveMetrics: true });
  onShutdown(logger, [() => service.stop()]);
}

main().catch((err: unknown) => {
  createLogger('social').fatal({ err }, 'social failed to start');
  process.exit(1);
});
