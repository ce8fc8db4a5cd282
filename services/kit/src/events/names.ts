/**
 * Every Redis channel and stream name Kindred uses, written once: they are the protocol between
 * processes, so each stays byte-identical across releases. Channels are not keys, so the helpers beside
 * each name add the deployment's `REDIS_KEY_PREFIX` by hand (ioredis prefixes keys only); the stream
 * is a key and gets it from ioredis. services/kit/test/eventNames.test.ts fails when a service spells
 * one of these names itself.
 */
export const CHANNEL_NAMES = {
  sessionRevoked: 'session:revoked',
  accountChanged: 'account:changed',
  accountClosed: 'account:closed',
  authoritiesChanged: 'authorities:changed',
  catalogueChanged: 'catalogue:changed',
  walletChanged: 'wallet:changed',
  newsfeedChanged: 'newsfeed:changed',
  mailboxChanged: 'mailbox:changed',
  followsChanged: 'follows:changed',
  backPhotosChanged: 'backphotos:changed',
  contactsChanged: 'contacts:changed',
  /** A prefix: each member's own chat channel is `chat:u:<uid>`. */
  chatMember: 'chat:u:',
} as const;

export const STREAM_NAMES = {
  /** The notifier's stream of things to tell members while away (notifyEvents.ts). */
  notify: 'notify:events',
} as const;

/** A channel's name as published and subscribed: the deployment's key prefix, then the name. */
export function channelName(keyPrefix: string, name: keyof typeof CHANNEL_NAMES): string {
  return `${keyPrefix}${CHANNEL_NAMES[name]}`;
}
