import { createTestDatabase } from '@kindred/kit/testing';
import { eventually, startStack, type Stack } from './stack';

/**
 * A database kept from an earlier run beside a fresh object store (a new .data/s3): the demo seed
 * and the gift catalogue notice the missing objects and put them back, so no picture answers 404.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let stack: Stack | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await stack?.stop();
  await database.drop();
});

const status = async (url: string) => (await fetch(url)).status;

async function pictures(current: Stack) {
  const token = await current.login('alice');
  const id = (await current.post('/member/index/userinfo', {}, { token })).data.id as number;
  const photos = (await current.post('/member/photo/his_photo', { userid: id }, { token })).data as Array<{
    img: string;
  }>;
  const gifts = (await current.post('/member/shop/gift', {}, { token })).data as Array<{
    gift: Array<{ path: string }>;
  }>;
  return [...photos.map((p) => p.img), ...gifts.flatMap((c) => c.gift.map((g) => g.path))];
}

const allAnswer = (current: Stack) => async () => {
  const urls = await pictures(current);
  const statuses = await Promise.all(urls.map((url) => status(current.url + url)));
  return { count: urls.length, missing: urls.filter((_, i) => statuses[i] !== 200) };
};

it('puts back the gift and demo pictures that the fresh object store lacks', async () => {
  const env = { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off' };
  // S3_ENDPOINT unset: each stack brings its own, empty, local S3.
  const first = await startStack({ env, database });
  const before = await eventually(allAnswer(first), (r) => r.missing.length === 0 && r.count > 30, 120_000);
  expect(before.missing).toEqual([]);
  await first.stop();

  stack = await startStack({ env, database });
  const after = await eventually(allAnswer(stack), (r) => r.missing.length === 0, 120_000);
  expect(after.count).toBe(before.count);
  expect(after.missing).toEqual([]);
}, 300_000);
