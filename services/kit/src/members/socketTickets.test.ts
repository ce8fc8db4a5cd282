import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { issueSocketTicket, redeemSocketTicket } from './socketTickets';

/** Against the machine's Redis, under a prefix of this run's own. */
describe('socket tickets', () => {
  const redis = new Redis('redis://127.0.0.1:6379', { keyPrefix: `t${randomBytes(4).toString('hex')}:` });
  afterAll(() => redis.quit());
  const token = 'a-session-token-of-43-characters-xxxxxxxxxx';

  it('gives the session token back once, and keeps neither ticket nor token readable', async () => {
    const ticket = await issueSocketTicket(redis, token, 30);
    const [key] = await redis.keys(`${redis.options.keyPrefix}socket-ticket:*`);
    expect(key).not.toContain(ticket);
    const stored = await redis.getBuffer(key!.slice(redis.options.keyPrefix!.length));
    expect(String(stored)).not.toContain(token);
    expect(await redeemSocketTicket(redis, ticket)).toBe(token);
    expect(await redeemSocketTicket(redis, ticket)).toBeNull();
  });

  it('refuses a ticket it did not issue, a malformed one, and one that has expired', async () => {
    expect(await redeemSocketTicket(redis, randomBytes(32).toString('base64url'))).toBeNull();
    expect(await redeemSocketTicket(redis, 'x'.repeat(500))).toBeNull();
    const ticket = await issueSocketTicket(redis, token, 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await redeemSocketTicket(redis, ticket)).toBeNull();
  });
});
