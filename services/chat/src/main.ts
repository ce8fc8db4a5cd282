import './tracing';
import { createLogger, onShutdown } from '@kindred/kit';
import { readChatConfig } from './config';
import { startChatNode } from './server';

async function main() {
  const config = readChatConfig();
  const logger = createLogger('chat', config.LOG_LEVEL);
  const node = await startChatNode(config, { logger });
  onShutdown(logger, [() => node.stop()]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
