import { hash, verify } from '@node-rs/argon2';
import nodemailer from 'nodemailer';
import {
  PASSWORD_CHECK_SCOPE,
  allow,
  listOnline,
  onlineFlags,
  publishChangedAccounts,
  publishRevokedSessions,
  type Logger,
  type Redis,
} from '@kindred/kit';
import type { AttemptCounter, Mailer, PasswordHasher, Presence, SessionCache } from './domain/ports';

/** The edge's password-check counters (kit's `allow`), failing closed: Redis away refuses the attempt. */
export function redisAttemptCounter(redis: Redis, logger: Logger): AttemptCounter {
  return {
    allow: (key, limit, windowSeconds) => allow(redis, logger, PASSWORD_CHECK_SCOPE, key, limit, windowSeconds, true),
  };
}

/** argon2id with the library's defaults (~10 ms a hash here). */
export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password),
  verify: (digest, password) => verify(digest, password),
};

export function smtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { ignoreTLS: smtpUrl.startsWith('smtp://') } as never);
  return {
    async sendPasswordReset(to, username, link) {
      try {
        await transport.sendMail({
          from,
          to,
          subject: 'Kindred: reset your password',
          text: `Hello ${username},\n\nUse this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
        });
      } catch (err) {
        // The member gets the same answer either way; the operator gets the fault.
        logger.error({ err: (err as Error).message }, 'reset mail not sent');
      }
    },
    async sendEmailChangeConfirmation(to, username, link) {
      await transport.sendMail({
        from,
        to,
        subject: 'Kindred: confirm your new email address',
        text: `Hello ${username},\n\nTo use this address for your Kindred account, open this link within 24 hours:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
      });
    },
    async sendEmailChanged(to, username, newEmail, revertLink) {
      await transport.sendMail({
        from,
        to,
        subject: 'Kindred: your email address was changed',
        text: `Hello ${username},\n\nThe email address of your Kindred account was changed to ${newEmail}.\n\nIf this wasn't you, open this link within 7 days: it puts this address back and signs out every session of your account. Then choose a new password with "Forgot password".\n${revertLink}`,
      });
    },
    async sendAddressInUse(to, username) {
      try {
        await transport.sendMail({
          from,
          to,
          subject: 'Kindred: your email address was used',
          text: `Hello ${username},\n\nSomeone tried to use this address for another Kindred account. It stays with your account (${username}); nothing was changed.\n\nIf it was you, sign in with this account, or choose a new password with "Forgot password".`,
        });
      } catch (err) {
        // The caller gets the same answer either way; the operator gets the fault.
        logger.error({ err: (err as Error).message }, 'address-in-use mail not sent');
      }
    },
    async sendMemberExport(to, username, link, until) {
      // A failure reaches the export job, which retries; the notice is there either way.
      await transport.sendMail({
        from,
        to,
        subject: 'Kindred: your data is ready to download',
        text: `Hello ${username},\n\nA copy of your Kindred data is ready (asked for by you, or by Kindred staff for a data-access request). Download it until ${until}, signed in to Kindred as you; the link works once:\n${link}\n\nIf you did not ask for it, change your password and tell customer service.`,
      });
    },
  };
}

const SESSION_CACHE_SECONDS = 60;

export function redisSessionCache(redis: Redis, logger: Logger, keyPrefix = ''): SessionCache {
  const key = (tokenHash: string) => `session:${tokenHash}`;
  // The cache only saves a query: when Redis is away, Postgres answers.
  const quietly = async <T>(work: () => Promise<T>, fallback: T) => {
    try {
      return await work();
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'session cache unavailable');
      return fallback;
    }
  };
  return {
    get: (tokenHash) =>
      quietly(async () => {
        const value = await redis.get(key(tokenHash));
        return value ? Number(value) : null;
      }, null),
    set: (tokenHash, userId) =>
      quietly(async () => {
        await redis.set(key(tokenHash), String(userId), 'EX', SESSION_CACHE_SECONDS);
      }, undefined),
    // A dropped session is a revoked one: the chat nodes close its sockets at once.
    drop: (tokenHashes) =>
      quietly(async () => {
        if (!tokenHashes.length) return;
        // One DEL a key: a member's sessions lie in different slots of a Redis Cluster.
        await Promise.all(tokenHashes.map((hash) => redis.del(key(hash))));
        await publishRevokedSessions(redis, keyPrefix, tokenHashes);
      }, undefined),
    changed: (userIds, change, at) =>
      quietly(() => publishChangedAccounts(redis, keyPrefix, userIds, change, at), undefined),
  };
}

export function redisPresence(redis: Redis, logger: Logger): Presence {
  return {
    onlineFlags: async (ids) => {
      try {
        return await onlineFlags(redis, ids);
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'presence unavailable');
        return ids.map(() => 0);
      }
    },
    listOnline: async (limit) => {
      try {
        return await listOnline(redis, limit);
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'presence unavailable');
        return [];
      }
    },
  };
}
