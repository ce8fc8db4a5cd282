import './tracing';
import { createLogger, onShutdown } from '@kindred/kit';
import { readEdgeConfig } from './config';
import { startEdge } from './server';

async function main() {
  const config = readEdgeConfig();
  const logger = createLogger('edge', config.LOG_LEVEL);
  const edge = await startEdge(config, { logger });
  onShutdown(logger, [() => edge.stop()]);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
