// `make explain-scale`: EXPLAIN (ANALYZE, BUFFERS) of every list query, as the stores issue them, against
// the seed-scale database. Records each query's indexes, execution time and buffers as the latest run
// of its SCALE in docs/figures/explain-scale.json, and writes docs/scale/explain.md: that run's table
// (rendered from the results file, as `make figures` does) and every query's plan. Run after
// `make seed-scale` and one `make bench-scale` (whose services apply their migrations to the scale database).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { scaleSettings } from './settings.mjs';

const require = createRequire(import.meta.url);
const { writeResults } = require('../figures/results.js');
const { renderPage } = require('../figures/render.js');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGE = 'docs/scale/explain.md';
const { scale, databaseUrl } = scaleSettings();
const ME = 3;
const ACTIVITY = `coalesce(last_login_at, '-infinity'::timestamptz)`;
const MEMBER = `status = 1 AND role = 'member' AND id <> ${ME}`;

const queries = [
  [
    'userlist page 1 (user: listMembers, last_active)',
    `SELECT a.* FROM (SELECT id FROM user_svc.accounts WHERE ${MEMBER} ORDER BY ${ACTIVITY} DESC, id DESC LIMIT 12 OFFSET 0) page
     JOIN user_svc.accounts a ON a.id = page.id ORDER BY coalesce(a.last_login_at, '-infinity'::timestamptz) DESC, a.id DESC`,
  ],
  [
    'userlist page 2000 (keyset from its page boundary: the last member of page 1999)',
    `SELECT a.* FROM (SELECT id FROM user_svc.accounts WHERE ${MEMBER}
       AND (${ACTIVITY}, id) < (CAST(:anchorActivity AS timestamptz), :anchorId)
       ORDER BY ${ACTIVITY} DESC, id DESC LIMIT 12 OFFSET :rest) page
     JOIN user_svc.accounts a ON a.id = page.id ORDER BY coalesce(a.last_login_at, '-infinity'::timestamptz) DESC, a.id DESC`,
  ],
  [
    'userlist page 2000 without anchors (plain OFFSET, for comparison)',
    `SELECT a.* FROM (SELECT id FROM user_svc.accounts WHERE ${MEMBER} ORDER BY ${ACTIVITY} DESC, id DESC LIMIT 12 OFFSET 23988) page
     JOIN user_svc.accounts a ON a.id = page.id ORDER BY coalesce(a.last_login_at, '-infinity'::timestamptz) DESC, a.id DESC`,
  ],
  [
    'page boundaries (the last member of every page of 12; once per 30 s per user replica)',
    `SELECT activity::text AS activity, id FROM (SELECT ${ACTIVITY} AS activity, id, row_number() OVER (ORDER BY ${ACTIVITY} DESC, id DESC) AS n
     FROM user_svc.accounts WHERE status = 1 AND role = 'member') ranked WHERE n % 12 = 0 ORDER BY n`,
  ],
  [
    'member count for last_page (cached 10 s once over 5,000)',
    `SELECT count(*) FROM user_svc.accounts WHERE status = 1 AND role = 'member' AND id <> 0`,
  ],
  [
    'userlist search "m123" (trigram index)',
    `SELECT a.* FROM (SELECT id FROM user_svc.accounts WHERE ${MEMBER} AND username ILIKE '%m123%' ORDER BY ${ACTIVITY} DESC, id DESC LIMIT 12) page
     JOIN user_svc.accounts a ON a.id = page.id`,
  ],
  [
    'userlist search "zq" (two letters: the letter-pair index)',
    `SELECT a.* FROM (SELECT id FROM user_svc.accounts WHERE ${MEMBER} AND username ILIKE '%zq%'
       AND user_svc.username_bigrams(username) @> ARRAY[lower('zq')] ORDER BY ${ACTIVITY} DESC, id DESC LIMIT 12) page
     JOIN user_svc.accounts a ON a.id = page.id`,
  ],
  [
    'userlist search "m1" (a common pair: the listing index, filtered)',
    `SELECT a.* FROM (SELECT id FROM user_svc.accounts WHERE ${MEMBER} AND username ILIKE '%m1%'
       AND user_svc.username_bigrams(username) @> ARRAY[lower('m1')] ORDER BY ${ACTIVITY} DESC, id DESC LIMIT 12) page
     JOIN user_svc.accounts a ON a.id = page.id`,
  ],
  [
    'memberwall (with avatar, last_active)',
    `SELECT id FROM user_svc.accounts WHERE ${MEMBER} AND avatar <> '' ORDER BY ${ACTIVITY} DESC, id DESC LIMIT 30`,
  ],
  [
    'new_opposite_sex (newest)',
    `SELECT id FROM user_svc.accounts WHERE ${MEMBER} AND sex = 0 ORDER BY id DESC LIMIT 30`,
  ],
  ...['m12', '12', 'm1'].map((term) => [
    `search_opposite_sex "${term}" (its name part's range of member_name_parts, in listing order)`,
    `SELECT id FROM user_svc.member_name_parts p WHERE part = lower('${term}') AND sex = 1 AND id <> ${ME}
     ORDER BY activity DESC, id DESC LIMIT 30`,
  ]),
  [
    'search_opposite_sex "m12" before member_name_parts (one sex\'s listing, index-only, filtered by name)',
    `SELECT id FROM user_svc.accounts WHERE ${MEMBER} AND sex = 1 AND username ILIKE '%m12%'
     ORDER BY ${ACTIVITY} DESC, id DESC LIMIT 30`,
  ],
  [
    'search_opposite_sex "m12345" (four letters or more: the trigram index)',
    `SELECT id FROM user_svc.accounts WHERE ${MEMBER} AND sex = 1 AND username ILIKE '%m12345%'
     ORDER BY ${ACTIVITY} DESC, id DESC LIMIT 30`,
  ],
  [
    'newsfeed page 1 (social: listTrends, scope all)',
    `SELECT id, author_id, type, content, img, created_at FROM social_svc.trends ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET 0`,
  ],
  [
    'newsfeed after a cursor (before_id)',
    `SELECT id, author_id, type, content, img, created_at FROM social_svc.trends
     WHERE (created_at, id) < (SELECT created_at, id FROM social_svc.trends WHERE id = :trendId)
     ORDER BY created_at DESC, id DESC LIMIT 20`,
  ],
  [
    'newsfeed with blocked authors left out',
    `SELECT id, author_id FROM social_svc.trends WHERE author_id NOT IN (10, 11, 12) ORDER BY created_at DESC, id DESC LIMIT 20`,
  ],
  [
    "busiest author's posts (his_trend)",
    `SELECT id, author_id, type, content, img, created_at FROM social_svc.trends WHERE author_id = :author
     ORDER BY created_at DESC, id DESC LIMIT 20`,
  ],
  [
    "busiest author's post count (userinfo newfeedcount; cached 10 s once over 2,000)",
    `SELECT count(*) FROM social_svc.trends WHERE author_id = :author`,
  ],
  [
    'love_me page 1 (3,000 followers)',
    `SELECT follower_id AS id FROM social_svc.follows WHERE target_id = ${ME} ORDER BY created_at DESC, follower_id DESC LIMIT 50 OFFSET 0`,
  ],
  [
    'i_like page 1',
    `SELECT target_id AS id FROM social_svc.follows WHERE follower_id = ${ME} ORDER BY created_at DESC, target_id DESC LIMIT 50 OFFSET 0`,
  ],
  [
    'follow stats of a page of members (is_like, likecount)',
    `SELECT target_id AS id, count(*) AS likecount, bool_or(follower_id = ${ME}) AS is_like FROM social_svc.follows
     WHERE target_id IN (SELECT id FROM user_svc.accounts ORDER BY id LIMIT 12) GROUP BY target_id`,
  ],
  [
    'mailbox page 1 (2,000 mails)',
    `SELECT id, sender_id, sender_name, recipient_id, content, status, created_at FROM messaging_svc.mails
     WHERE recipient_id = ${ME} AND (0 = 0 OR id < 0) ORDER BY id DESC LIMIT 50`,
  ],
  ['mailbox unread count', `SELECT count(*) FROM messaging_svc.mails WHERE recipient_id = ${ME} AND status = 0`],
  [
    'chat contacts, first page (opt 100 -> opt 0: 50 of 1,100 chats, unread total of all)',
    `SELECT partner_id, unread, last_type, last_content, last_time,
       (SELECT sum(unread) FROM messaging_svc.contacts WHERE owner_id = ${ME} AND visible) AS unread_total
     FROM messaging_svc.contacts WHERE owner_id = ${ME} AND visible ORDER BY last_time DESC, partner_id DESC LIMIT 51`,
  ],
  [
    'chat contacts, a later page (opt 4, after a cursor)',
    `SELECT partner_id, unread, last_type, last_content, last_time
     FROM messaging_svc.contacts WHERE owner_id = ${ME} AND visible AND (last_time, partner_id) < (
       SELECT last_time, partner_id FROM messaging_svc.contacts WHERE owner_id = ${ME} AND visible
       ORDER BY last_time DESC, partner_id DESC OFFSET 500 LIMIT 1)
     ORDER BY last_time DESC, partner_id DESC LIMIT 51`,
  ],
  [
    'chat history page (opt 3)',
    `SELECT id, type, content, created_at FROM messaging_svc.messages WHERE low_id = ${ME} AND high_id = ${ME + 1}
     ORDER BY id DESC LIMIT 20`,
  ],
];

/** The indexes a plan uses, its execution time (ms) and its top node's shared buffers (hit + read). */
export function planFigures(plan) {
  const indexes = [...new Set([...plan.matchAll(/(?:using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1]))];
  const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
  const buffers = /Buffers: shared ([^\n]+)/.exec(plan)?.[1] ?? '';
  const count = (name) => Number(new RegExp(`${name}=(\\d+)`).exec(buffers)?.[1] ?? 0);
  return {
    indexes: indexes.join(', ') || 'none',
    executionMs: time === undefined ? null : Number(time),
    buffers: count('hit') + count('read'),
  };
}

/**
 * Records a run's figures (explained: [{ title, sql, plan }]; `measured` gives its date and machine
 * when not now and here) and answers the page of its plans.
 */
export function recordAndWritePage(scale, explained, measured = {}) {
  const setting = `SCALE=${scale}`;
  writeResults('explain-scale', {
    setting,
    ...measured,
    command: `make explain-scale SCALE=${scale}`,
    note: "Timings move with the machine's load; the plans and buffer counts do not.",
    summary: explained
      .map(({ title, plan }) => `${title.split(' (')[0]} ${planFigures(plan).executionMs} ms`)
      .slice(0, 4)
      .join(', '),
    columns: [
      'query',
      'indexes',
      { name: 'execution, ms', align: 'right', digits: 3 },
      { name: 'shared buffers', align: 'right' },
    ],
    rows: explained.map(({ title, plan }) => {
      const { indexes, executionMs, buffers } = planFigures(plan);
      return [title, indexes, executionMs, buffers];
    }),
  });
  const out = [
    '# EXPLAIN (ANALYZE, BUFFERS) of the list queries at scale',
    '',
    `Written by \`make explain-scale\` against \`make seed-scale SCALE=${scale}\` on the shared 2-core machine.`,
    "Why each query looks as it does: [queries.md](queries.md). Each query's figures, then its plan:",
    '',
    `<!-- figures:explain-scale setting="${setting}" -->`,
    '<!-- /figures:explain-scale -->',
    '',
  ];
  for (const { title, sql, plan } of explained)
    out.push(`## ${title}`, '', '```sql', sql, '```', '', '```', plan, '```', '');
  return renderPage(PAGE, out.join('\n'));
}

async function main() {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const one = async (sql) => (await db.query(sql)).rows[0];
  const anchor = await one(`SELECT activity, id FROM (SELECT ${ACTIVITY}::text AS activity, id,
    row_number() OVER (ORDER BY ${ACTIVITY} DESC, id DESC) AS n FROM user_svc.accounts WHERE status = 1 AND role = 'member') r
    WHERE n = 23988`);
  const values = {
    anchorActivity: `'${anchor?.activity ?? 'infinity'}'`,
    anchorId: anchor?.id ?? 0,
    rest: 0,
    trendId: (await one(`SELECT id FROM social_svc.trends ORDER BY created_at DESC, id DESC OFFSET 1000 LIMIT 1`)).id,
    author: (
      await one(`SELECT author_id AS id FROM social_svc.trends GROUP BY author_id ORDER BY count(*) DESC LIMIT 1`)
    ).id,
  };
  const explained = [];
  for (const [title, sql] of queries) {
    const text = sql.replace(/(?<!:):(\w+)/g, (_, name) => String(values[name]));
    const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    explained.push({ title, sql: text.replace(/\s+/g, ' ').trim(), plan });
    const { indexes, executionMs } = planFigures(plan);
    console.log(`${title.padEnd(90)} ${String(executionMs).padStart(9)} ms  ${indexes}`);
  }
  await db.end();
  fs.writeFileSync(path.join(root, PAGE), recordAndWritePage(scale, explained));
  console.log(`recorded in docs/figures/explain-scale.json and ${PAGE}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
