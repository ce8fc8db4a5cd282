// Starts the user and messaging services in one process for the chat benchmark (built dist/).
require('@kindred/kit/tracing').startTracing('messaging', {
  instrument: process.env.BENCH_TRACE_INSTRUMENT !== 'off',
  decideFirst: process.env.BENCH_TRACE_DECIDE_FIRST !== 'off',
});
const { readUserConfig, startUserService } = require('@kindred/user');
const { readMessagingConfig, startMessagingService } = require('@kindred/messaging');
const { createLogger } = require('@kindred/kit');
require('./profile')('services');

(async () => {
  const logger = createLogger('bench', 'warn');
  const user = await startUserService(readUserConfig({ ...process.env, USER_GRPC_PORT: '0' }), { logger, metricsPort: null });
  const messaging = await startMessagingService(readMessagingConfig({ ...process.env, MESSAGING_HOST: '127.0.0.1' }), { logger, port: 0, metricsPort: null });
  process.stdout.write(`READY ${user.port} ${messaging.port}\n`);
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
