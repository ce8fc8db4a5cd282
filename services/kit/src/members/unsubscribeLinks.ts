import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link of every notification mail (RFC 8058): it names the member and the
 * topic, signed with a secret the notifier and the edge share, so that following it needs no sign-in
 * and nobody can forge one for another member. `topic` 'all' turns every mail off (delivery "never").
 */
export function unsubscribeToken(secret: string, userId: number, topic: string): string {
  const body = `${userId}.${topic}`;
  return `${body}.${sign(secret, body)}`;
}

export function readUnsubscribeToken(secret: string, token: string): { userId: number; topic: string } | null {
  const match = /^(\d{1,15})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: Number(match[1]), topic: match[2]! };
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}
