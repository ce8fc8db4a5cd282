import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Redis } from '../runtime/redis';

/**
 * Socket tickets (docs/privacy.md, "The session token"): the browser opens `/socket?ticket=<ticket>`
 * instead of putting its session token in the URL, where ingress and proxy logs would keep it. The
 * edge issues a ticket for the caller's session; the chat node redeems it once, within its lifetime.
 * Redis holds the ticket only as a hash, and the session token only encrypted with a key derived from
 * the ticket, so that neither a Redis dump nor a logged (already used) ticket yields a session.
 * The key carries the connection's own prefix (edge and chat node both set REDIS_KEY_PREFIX).
 */
const KEY = 'socket-ticket:';
const TICKET = /^[A-Za-z0-9_-]{43}$/;

const ticketKey = (ticket: string) => `${KEY}${createHash('sha256').update(ticket).digest('hex')}`;
const cipherKey = (ticket: string) => createHash('sha256').update(`kindred socket ticket\0${ticket}`).digest();

/** A new single-use ticket for `token`, redeemable for `ttlSeconds`. */
export async function issueSocketTicket(redis: Redis, token: string, ttlSeconds: number): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cipherKey(ticket), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  const value = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  await redis.set(ticketKey(ticket), value, 'EX', ttlSeconds);
  return ticket;
}

/**
 * The session token of a ticket, which is used up by this call; null when it is unknown, used or
 * expired. Throws when Redis cannot answer (the socket is told to try again, not refused).
 */
export async function redeemSocketTicket(redis: Redis, ticket: string): Promise<string | null> {
  if (!TICKET.test(ticket)) return null;
  const value = await redis.getdel(ticketKey(ticket));
  if (!value) return null;
  const [iv, tag, sealed] = value.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', cipherKey(ticket), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
