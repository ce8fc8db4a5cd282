// Settings shared by `make seed-scale` and `make bench-scale`.

/** The member the bench signs in as (id 3, vip 2, 3,000 followers, 500 chats, 2,000 mails). */
export const BENCH_MEMBER = 'goldmember';
export const BENCH_PASSWORD = 'scale-pass-1';

export function scaleSettings(env = process.env) {
  const scale = Number(env.SCALE ?? '1');
  if (!(scale > 0 && scale <= 10)) throw new Error(`SCALE must be a number in (0, 10], got ${env.SCALE}`);
  const server = (env.SCALE_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
  const database = env.SCALE_DATABASE ?? 'kindred_scale';
  return { scale, database, databaseUrl: `${server}/${database}`, adminUrl: `${server}/postgres` };
}
