import { Redis, type Logger } from '@kindred/kit';

/** Published by the user service when staff suspend an account (services/user/src/accountClosures.ts). */
const ACCOUNT_CLOSED_CHANNEL = 'account:closed';

/**
 * Member-level closes: every chat node listens on `<prefix>account:closed` and ends all sockets of
 * the account named (4403) the moment staff suspend it, instead of at the next rights refresh.
 * A connection of its own keeps this apart from the per-member chat channels.
 */
export function listenForAccountClosures(options: {
  redisUrl: string;
  keyPrefix: string;
  logger: Logger;
  onClosed(userId: number): void;
}): { ready: Promise<unknown>; close(): void } {
  const channel = `${options.keyPrefix}${ACCOUNT_CLOSED_CHANNEL}`;
  const connection = new Redis(options.redisUrl, {
    maxRetriesPerRequest: 2,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
    connectionName: 'chat-account-closures',
  });
  connection.on('error', (err: Error) => options.logger.debug({ err: err.message }, 'account closures unavailable'));
  connection.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    const userId = Number(payload);
    if (Number.isSafeInteger(userId) && userId > 0) options.onClosed(userId);
  });
  const ready = connection.subscribe(channel).catch((err: Error) => {
    options.logger.warn({ err: err.message }, 'account closures not subscribed');
  });
  return { ready, close: () => connection.disconnect() };
}
