// `make seed-scale`: a city's worth of Kindred in a database of its own (default kindred_scale).
// SCALE=1: 100,000 members, 1,000,000 trend posts, 300,000 follows, 2,000,000 chat messages in
// 200,000 threads, 200,000 mails. The schemas come from the services' own migrations (each service
// started with MIGRATE_ONLY=on); the rows from set-based SQL (generate_series), then VACUUM ANALYZE so
// index-only scans and the planner's estimates hold from the first query.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { hash } from '@node-rs/argon2';
import { CATALOGUE_INTERESTS, LOOKING_FOR } from '@kindred/rules';
import { BENCH_MEMBER, BENCH_PASSWORD, scaleSettings } from './settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { scale, databaseUrl, adminUrl, database } = scaleSettings();
const count = (n) => Math.max(1, Math.round(n * scale));
const N = {
  members: count(100_000),
  trends: count(1_000_000),
  follows: count(300_000),
  threads: count(200_000),
  messages: count(2_000_000),
  mails: count(200_000),
};
const started = Date.now();
const say = (line) => console.log(`seed-scale ${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s  ${line}`);

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
}

function migrate(service) {
  return promisify(execFile)(process.execPath, [path.join(root, 'services', service, 'dist/main.js')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, MIGRATE_ONLY: 'on', LOG_LEVEL: 'warn', DEMO_SEED: 'off' },
  });
}

async function connect() {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`SET synchronous_commit = off; SET maintenance_work_mem = '256MB'; SET work_mem = '128MB'`);
  return db;
}

/** The member everything is measured as: vip 2, 3,000 followers, 500 chats, 2,000 mails. */
const BENCH_ID = 3;
/** The most followed and most active members sit here (power laws), away from the bench member. */
const CELEBRITY_OFFSET = Math.floor(N.members / 10);

// The name-parts trigger (user migration 0032) is off for the load, and the parts are written after it in
// one set-based pass (~2 s at SCALE=1 against ~10 s a row at a time).
const members = (passwordHash) => `
  ALTER TABLE user_svc.accounts DISABLE TRIGGER accounts_name_parts;
  INSERT INTO user_svc.accounts (id, username, email, password_hash, sex, birthday, country, signature, avatar,
    status, role, invitation_code, overduedate_1, overduedate_2, created_at, last_login_at)
  SELECT g, CASE WHEN g = ${BENCH_ID} THEN '${BENCH_MEMBER}' ELSE 'm' || g END,
    'm' || g || '@scale.kindred.dev', '${passwordHash}',
    (random() < 0.55)::int,
    -- ages 18-70, most members 22-40
    (extract(epoch FROM now() - make_interval(years => 18 + floor(power(random(), 1.7) * 52)::int,
       days => floor(random() * 365)::int)) * 1000)::bigint,
    (ARRAY['TW','TW','TW','MY','SG','KR','JP','JP','HK','US','US','DK','MO'])[1 + floor(random() * 13)::int],
    CASE WHEN random() < 0.4 THEN 'hello from ' || g ELSE '' END,
    CASE WHEN random() < 0.7 THEN '/media/avatars/' || g || '/scale.png' ELSE '' END,
    CASE WHEN g = ${BENCH_ID} THEN 1 WHEN random() < 0.02 THEN 2 WHEN random() < 0.01 THEN 3 ELSE 1 END,
    'member', 'S' || lpad(g::text, 11, '0'),
    CASE WHEN g = ${BENCH_ID} OR random() < 0.2 THEN extract(epoch FROM now() + interval '200 days')::bigint ELSE 0 END,
    CASE WHEN g = ${BENCH_ID} OR random() < 0.05 THEN extract(epoch FROM now() + interval '200 days')::bigint ELSE 0 END,
    now() - random() * interval '720 days',
    -- activity over 90 days, most logins recent; one in ten never came back
    CASE WHEN random() < 0.1 THEN NULL ELSE now() - power(random(), 2) * interval '90 days' END
  FROM generate_series(3, ${N.members + 2}) g;
  ALTER TABLE user_svc.accounts ENABLE TRIGGER accounts_name_parts;
  INSERT INTO user_svc.member_name_parts
  SELECT part, sex, coalesce(last_login_at, '-infinity'), id
  FROM user_svc.accounts, unnest(user_svc.username_parts(username)) AS part
  WHERE id BETWEEN 3 AND ${N.members + 2} AND status = 1 AND role = 'member';
  SELECT setval('user_svc.accounts_id_seq', ${N.members + 2});`;

// Profile facts (docs/discovery.md) for a share of the members, so that the search's filters are measured
// on data shaped like a site's: three in five name a city of their country (the first cities the most),
// half have two to four catalogue interests (the first tags the most), fewer an about text, a
// looking-for and a height.
const CITIES = {
  TW: ['Taipei', 'Taichung', 'Kaohsiung', 'Tainan', 'Hsinchu'],
  MY: ['Kuala Lumpur', 'Penang', 'Johor Bahru'],
  SG: ['Singapore'],
  KR: ['Seoul', 'Busan', 'Incheon'],
  JP: ['Tokyo', 'Osaka', 'Kyoto', 'Fukuoka', 'Sapporo'],
  HK: ['Hong Kong', 'Kowloon'],
  US: ['New York', 'Los Angeles', 'San Francisco', 'Seattle', 'Chicago'],
  DK: ['Copenhagen', 'Aarhus', 'Odense'],
  MO: ['Macau'],
};
const textArray = (list) => `ARRAY[${list.map((item) => `'${item.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
const profileFacts = `
  WITH cities (country, list) AS (
    VALUES ${Object.entries(CITIES)
      .map(([country, list]) => `('${country}', ${textArray(list)})`)
      .join(', ')}
  )
  UPDATE user_svc.accounts a SET
    city = CASE WHEN random() < 0.6 THEN c.list[1 + floor(power(random(), 1.5) * cardinality(c.list))::int] ELSE '' END,
    interests = CASE WHEN random() < 0.5 THEN ARRAY(
      SELECT DISTINCT (${textArray(CATALOGUE_INTERESTS)})[1 + floor(power(random(), 1.6) * ${CATALOGUE_INTERESTS.length})::int]
      FROM generate_series(1, 2 + (a.id % 3)::int)) ELSE '{}' END,
    about = CASE WHEN random() < 0.4 THEN 'Hi, I am m' || a.id || '. Weekends outdoors, weekdays at work.' ELSE '' END,
    looking_for = CASE WHEN random() < 0.5 THEN (${textArray([...LOOKING_FOR])})[1 + floor(random() * ${LOOKING_FOR.length})::int] ELSE '' END,
    height_cm = CASE WHEN random() < 0.4 THEN 150 + floor(random() * 45)::int ELSE 0 END
  FROM cities c
  WHERE c.country = a.country AND a.id BETWEEN 3 AND ${N.members + 2} AND random() < 0.8;`;

// A few members are followed by thousands (power law on the target); the bench member by 3,000.
const follows = `
  INSERT INTO social_svc.follows (follower_id, target_id, created_at)
  SELECT follower_id, target_id, now() - random() * interval '90 days' FROM (
    SELECT 3 + floor(random() * ${N.members})::bigint AS follower_id,
           3 + (floor(power(random(), 4) * ${N.members})::bigint + ${CELEBRITY_OFFSET}) % ${N.members} AS target_id
    FROM generate_series(1, ${N.follows})
  ) f WHERE follower_id <> target_id ON CONFLICT DO NOTHING;
  INSERT INTO social_svc.follows (follower_id, target_id, created_at)
  SELECT ${BENCH_ID} + g, ${BENCH_ID}, now() - random() * interval '90 days'
  FROM generate_series(1, least(3000, ${N.members - 1})) g ON CONFLICT DO NOTHING;
  INSERT INTO social_svc.follows (follower_id, target_id, created_at)
  SELECT ${BENCH_ID}, ${BENCH_ID} + g * 7, now() - random() * interval '90 days'
  FROM generate_series(1, least(200, ${Math.floor((N.members - 2) / 7)})) g ON CONFLICT DO NOTHING;`;

// Authors skewed too: a few very active members write most posts, spread over 90 days.
const trends = `
  INSERT INTO social_svc.trends (author_id, type, content, img, created_at)
  SELECT 3 + (floor(power(random(), 3) * ${N.members})::bigint + ${CELEBRITY_OFFSET}) % ${N.members},
         CASE WHEN random() < 0.9 THEN 1 WHEN random() < 0.5 THEN 0 ELSE 2 END,
         'post ' || g || ' about the weekend', CASE WHEN random() < 0.3 THEN '/media/posts/scale.jpg' ELSE '' END,
         now() - random() * interval '90 days'
  FROM generate_series(1, ${N.trends}) g;`;

// Threads: the bench member's 500 chats, then random pairs; ten messages a thread on average.
const chats = `
  CREATE TEMP TABLE scale_threads AS
  SELECT row_number() OVER () AS n, least(a, b) AS low_id, greatest(a, b) AS high_id, a AS started_by,
         (extract(epoch FROM now() - interval '90 days') * 1000)::bigint + floor(random() * 86400000 * 80)::bigint AS created_at
  FROM (
    SELECT DISTINCT ON (least(a, b), greatest(a, b)) a, b FROM (
      SELECT ${BENCH_ID} + g AS a, ${BENCH_ID} AS b FROM generate_series(1, least(500, ${N.members - 1})) g
      UNION ALL
      SELECT 3 + floor(power(random(), 2) * ${N.members})::bigint, 3 + floor(random() * ${N.members})::bigint
      FROM generate_series(1, ${N.threads})
    ) pairs WHERE a <> b
  ) distinct_pairs;
  INSERT INTO messaging_svc.threads (low_id, high_id, started_by, created_at)
  SELECT low_id, high_id, started_by, created_at FROM scale_threads;
  INSERT INTO messaging_svc.messages (low_id, high_id, sender_id, recipient_id, type, content, created_at)
  SELECT t.low_id, t.high_id, s.sender, CASE WHEN s.sender = t.low_id THEN t.high_id ELSE t.low_id END,
         'txt', 'message ' || g, t.created_at + (g / (SELECT count(*) FROM scale_threads)) * 60000 + floor(random() * 60000)::bigint
  FROM generate_series(0, ${N.messages - 1}) g
  JOIN scale_threads t ON t.n = 1 + g % (SELECT count(*) FROM scale_threads)
  CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.5 THEN t.low_id ELSE t.high_id END AS sender) s
  ORDER BY g;
  CREATE TEMP TABLE scale_last AS
  SELECT DISTINCT ON (low_id, high_id) low_id, high_id, content, created_at
  FROM messaging_svc.messages ORDER BY low_id, high_id, id DESC;
  INSERT INTO messaging_svc.contacts (owner_id, partner_id, unread, last_type, last_content, last_time)
  SELECT low_id, high_id, floor(random() * 4)::int, 'txt', content, created_at FROM scale_last
  UNION ALL
  SELECT high_id, low_id, floor(random() * 4)::int, 'txt', content, created_at FROM scale_last;`;

const mails = `
  INSERT INTO messaging_svc.mails (sender_id, sender_name, recipient_id, content, status, created_at)
  SELECT s, 'm' || s, r, 'mail ' || g, (random() < 0.6)::int,
         (extract(epoch FROM now() - random() * interval '90 days') * 1000)::bigint
  FROM (
    SELECT g, 4 + floor(random() * ${N.members - 1})::bigint AS s,
           CASE WHEN g <= least(2000, ${N.mails}) THEN ${BENCH_ID} ELSE 3 + floor(power(random(), 2) * ${N.members})::bigint END AS r
    FROM generate_series(1, ${N.mails}) g
  ) x ORDER BY g DESC;`;

const wallet = `
  INSERT INTO commerce_svc.wallets (user_id, balance) VALUES (${BENCH_ID}, 500.00) ON CONFLICT DO NOTHING;
  INSERT INTO commerce_svc.ledger_entries (user_id, delta, balance_after, reason, idempotency_key)
  VALUES (${BENCH_ID}, 500.00, 500.00, 'recharge', 'scale-seed-${BENCH_ID}') ON CONFLICT DO NOTHING;`;

async function main() {
  say(`SCALE=${scale} into ${database}: ${JSON.stringify(N)}`);
  await recreateDatabase();
  await Promise.all(['user', 'social', 'messaging', 'commerce', 'media'].map(migrate));
  say('migrations applied');
  const passwordHash = await hash(BENCH_PASSWORD);
  // Two sessions load side by side (the chat tables are the long pole).
  const lanes = [
    [
      ['members', members(passwordHash)],
      ['profile facts', profileFacts],
      ['follows', follows],
      ['trends', trends],
      ['wallet', wallet],
    ],
    [
      ['chats', chats],
      ['mails', mails],
    ],
  ];
  await Promise.all(
    lanes.map(async (steps) => {
      const lane = await connect();
      for (const [name, sql] of steps) {
        await lane.query(sql);
        say(name);
      }
      await lane.end();
    }),
  );
  const db = await connect();
  await db.query('VACUUM ANALYZE');
  say('vacuum analyze');
  const { rows } = await db.query(`
    SELECT (SELECT count(*) FROM user_svc.accounts) AS members, (SELECT count(*) FROM social_svc.trends) AS trends,
           (SELECT count(*) FROM social_svc.follows) AS follows, (SELECT count(*) FROM messaging_svc.threads) AS threads,
           (SELECT count(*) FROM messaging_svc.messages) AS messages, (SELECT count(*) FROM messaging_svc.mails) AS mails,
           pg_size_pretty(pg_database_size(current_database())) AS size`);
  await db.end();
  say(`done: ${JSON.stringify(rows[0])}; bench member ${BENCH_MEMBER} / ${BENCH_PASSWORD}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
