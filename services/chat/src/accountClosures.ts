import { accountClosedChannel, readClosedAccount, type Logger, type Redis } from '@kindred/kit';

/**
 * Member-level closes: every chat node listens on `<prefix>account:closed` and ends all sockets of
 * the account named (4403) the moment staff suspend it, instead of at the next rights refresh. It
 * shares the node's subscriber connection with the session revocations, so that the suspension's
 * close (published first) always reaches the node before the revocation of the same sessions.
 */
export function listenForAccountClosures(options: {
  subscriber: Redis;
  keyPrefix: string;
  logger: Logger;
  onClosed(userId: number): void;
}): { ready: Promise<unknown> } {
  const channel = accountClosedChannel(options.keyPrefix);
  options.subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    const userId = readClosedAccount(payload);
    if (userId !== null) options.onClosed(userId);
  });
  const ready = options.subscriber.subscribe(channel).catch((err: Error) => {
    options.logger.warn({ err: err.message }, 'account closures not subscribed');
  });
  return { ready };
}
