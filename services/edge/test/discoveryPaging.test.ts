import { Redis } from '@kindred/kit';
import { startStack, type Stack } from './stack';

/**
 * Discovery search's pages (docs/discovery.md, "Order and pages"): page n seeks from where the
 * member's page n-1 ended (keyset), so a member who signs in between two pages, and moves to the top,
 * shows no one twice; pages asked out of order still count from the nearest one read.
 */
describe('discovery search pages', () => {
  let stack: Stack;
  let redis: Redis;
  let seeker: string;
  /** The members of the city, newest activity first. */
  const order: string[] = [];

  const page = async (n: number, city = 'Skagen'): Promise<string[]> => {
    const answer = await stack.post('/member/discover/search', { city, page: n }, { token: seeker });
    expect(answer.status).toBe(200);
    return (answer.data.data as Array<{ username: string }>).map((m) => m.username);
  };

  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
    redis = new Redis({ keyPrefix: stack.redisPrefix });
    const admin = await stack.login('admin', 'Admin-Passw0rd');
    const joined = await stack.post('/member/index/register', {
      username: 'pseeker',
      email: 'pseeker@example.com',
      password: 'Passw0rd!',
      sex: 1,
      birthday: Date.UTC(1990, 0, 1),
      country: 'DK',
    });
    await stack.post('/member/admin/members/extend', { userid: joined.data.id, tier: 2, months: 1 }, { token: admin });
    seeker = await stack.login('pseeker');
    for (let i = 0; i < 50; i++) {
      const name = `pm${String(i).padStart(2, '0')}`;
      const made = await stack.post('/member/index/register', {
        username: name,
        email: `${name}@example.com`,
        password: 'Passw0rd!',
        sex: 0,
        birthday: Date.UTC(1992, 0, 1),
        country: 'DK',
      });
      expect(made.status).toBe(200);
      await stack.sql(
        `UPDATE user_svc.accounts SET city = 'Skagen', last_login_at = now() - $2 * interval '1 minute' WHERE id = $1`,
        [made.data.id, i + 1],
      );
      order.push(name);
    }
  }, 120_000);
  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
  });

  it('shows nobody twice when a member of a later page signs in between pages', async () => {
    expect(await page(1)).toEqual(order.slice(0, 20));
    // pm30 (on page 2) signs in and moves to the top: an offset would show pm19 again on page 2.
    await stack.login('pm30');
    const second = await page(2);
    const third = await page(3);
    expect(second).toEqual(
      order
        .slice(20, 40)
        .filter((name) => name !== 'pm30')
        .concat('pm40'),
    );
    expect(third).toEqual(order.slice(41));
    const seen = [...order.slice(0, 20), ...second, ...third];
    expect(new Set(seen).size).toBe(seen.length);
    // Each full page's end is kept for the member's next one (one hash a search, a field a page).
    const keys = await redis.keys(`${stack.redisPrefix}discover:pages:*`);
    expect(keys).toHaveLength(1);
    expect(Object.keys(await redis.hgetall(keys[0]!.slice(stack.redisPrefix.length))).sort()).toEqual(['1', '2']);
  });

  it('reads a page asked out of order from the nearest page read before it, and page 1 afresh', async () => {
    const now = [...order.slice(0, 30), ...order.slice(31)];
    expect(await page(1)).toEqual(['pm30', ...now.slice(0, 19)]);
    // Page 3 after page 1 (page 2 of this reading unread): it counts from page 1's new end.
    expect(await page(3)).toEqual(now.slice(39));
  });
});
