import type { Logger, Redis } from '@kindred/kit';

/** Published by the user service when staff suspend an account (services/user/src/accountClosures.ts). */
const ACCOUNT_CLOSED_CHANNEL = 'account:closed';

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
  const channel = `${options.keyPrefix}${ACCOUNT_CLOSED_CHANNEL}`;
  options.subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    const userId = Number(payload);
    if (Number.isSafeInteger(userId) && userId > 0) options.onClosed(userId);
  });
  const ready = options.subscriber.subscribe(channel).catch((err: Error) => {
    options.logger.warn({ err: err.message }, 'account closures not subscribed');
  });
  return { ready };
}
