import { DependencyWatch, grpcHealthDependency, redisDependency, type Logger, type Redis } from '@kindred/kit';
import type { ChatConfig } from './config';

/**
 * What the chat node cannot work without: Redis (fan-out, presence), messaging (every send is
 * stored first) and the user service (sockets authenticate). /readyz fails while any is down.
 */
export function watchChatDependencies(config: ChatConfig, redis: Redis, logger: Logger) {
  const user = grpcHealthDependency('user', config.USER_ADDR);
  const messaging = grpcHealthDependency('messaging', config.MESSAGING_ADDR);
  const watch = new DependencyWatch([redisDependency(redis), user, messaging], { logger, intervalMs: 500 });
  void watch.start();
  return {
    watch,
    close() {
      watch.stop();
      user.close();
      messaging.close();
    },
  };
}
