// The churn case of `make bench-scale` (issue 42, "Lists that stay warm under churn"): every member list
// and discover/search with two filters, read by varied viewers and pages, once on a quiet stack and once
// while a background signer signs members in at a steady BENCH_CHURN_RATE (50) a second; each measured
// BENCH_CHURN_ROUNDS (3) times, the round of median p99 recorded.
import os from 'node:os';
import pg from 'pg';
import { BENCH_PASSWORD } from './settings.mjs';

const RATE = Number(process.env.BENCH_CHURN_RATE ?? 50);
const ROUNDS = Number(process.env.BENCH_CHURN_ROUNDS ?? 3);
const VIEWERS = Number(process.env.BENCH_CHURN_VIEWERS ?? 40);
/** Unrecorded windows before the rounds: the lists as a site serving them all day has them, kept. */
const WARMUPS = Number(process.env.BENCH_CHURN_WARMUPS ?? 1);
/** Sign-ins on their way at once at most: past it the signer skips a beat (and says so). */
const IN_FLIGHT_MAX = 25;

const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function post(port, pathname, body) {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/**
 * Viewers of tier 1 and 2 (both may page and search) of both sexes, signed in once: four viewer kinds;
 * and the members the signer signs in (active, none of the viewers).
 */
async function people(databaseUrl, port) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const now = Math.floor(Date.now() / 1000);
  const viewers = (
    await db.query(
      `SELECT username FROM user_svc.accounts WHERE status = 1 AND role = 'member' AND id > 3
         AND (overduedate_1 > $1 OR overduedate_2 > $1) ORDER BY md5(id::text) LIMIT $2`,
      [now, VIEWERS],
    )
  ).rows.map((row) => row.username);
  const signers = (
    await db.query(
      `SELECT username FROM user_svc.accounts WHERE status = 1 AND role = 'member' AND id > 3
         AND NOT (username = ANY ($1)) ORDER BY md5(id::text || 'signer') LIMIT 5000`,
      [viewers],
    )
  ).rows.map((row) => row.username);
  await db.end();
  const tokens = [];
  for (const account of viewers) {
    const signed = await post(port, '/member/index/login', { account, password: BENCH_PASSWORD });
    if (signed?.data?.token) tokens.push(signed.data.token);
  }
  if (tokens.length === 0) throw new Error('churn: no viewer could sign in');
  return { tokens, signers };
}

/**
 * Signs members in at `rate` a second until stopped, by the clock (a late timer signs in the ones it
 * owes), so a busy machine does not lower the rate; answers what it did.
 */
function startSigner(port, names, rate) {
  const counts = { sent: 0, ok: 0, failed: 0, skipped: 0 };
  const took = [];
  let inFlight = 0;
  const started = Date.now();
  const signIn = () => {
    if (inFlight >= IN_FLIGHT_MAX) return void counts.skipped++;
    inFlight++;
    counts.sent++;
    const sent = performance.now();
    post(port, '/member/index/login', { account: pick(names), password: BENCH_PASSWORD })
      .then((answer) => {
        took.push(performance.now() - sent);
        return answer.status === 200 ? counts.ok++ : counts.failed++;
      })
      .catch(() => counts.failed++)
      .finally(() => inFlight--);
  };
  let owed = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((Date.now() - started) / 1000) * rate);
    for (; owed < due; owed++) signIn();
  }, 1000 / rate);
  return async () => {
    clearInterval(timer);
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    took.sort((a, b) => a - b);
    const at = (q) => Math.round(took[Math.min(took.length - 1, Math.floor(q * took.length))] ?? 0);
    return { ...counts, perSecond: counts.ok / ((Date.now() - started) / 1000), p50: at(0.5), p99: at(0.99) };
  };
}

/**
 * The sign-ins alone, as the churn windows add them: the signer for `seconds` with nothing else asked,
 * its latencies, and what one sign-in costs each tier of the stack (`meterWindow(run)` meters the
 * stack while `run` answers how many answers it made).
 */
async function signInsAlone(port, signers, meterWindow, record, seconds) {
  let signed;
  const { total, split } = await meterWindow(async () => {
    const stop = startSigner(port, signers, RATE);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    signed = await stop();
    return signed.ok;
  });
  const note = `${signed.perSecond.toFixed(1)} sign-ins/s done, ${signed.failed} failed, ${signed.skipped} beats skipped; ${split}`;
  record(`churn: ${RATE} sign-ins/s alone`, signed.p50, signed.p99, signed.perSecond, total, note);
}

/** The lists, each a body drawn anew for every request: a viewer, and the page or filters asked. */
function churnCalls(tokens) {
  const viewer = () => pick(tokens);
  const ages = [
    [18, 25],
    [22, 30],
    [25, 35],
    [30, 40],
    [35, 50],
    [45, 70],
  ];
  const countries = ['TW', 'MY', 'SG', 'KR', 'JP', 'HK', 'US', 'DK', 'MO'];
  const names = ['m1', 'm12', 'm23', 'm34', 'm45', 'm56', 'm67', 'm78', 'm89', 'm90'];
  // Most readers look at the first pages; some go deep.
  const page = (deepest) => 1 + Math.floor(Math.random() ** 3 * deepest);
  return [
    ['userlist, varied pages', '/member/index/userlist', () => ({ token: viewer(), page: page(200) })],
    [
      'userlist search, varied names',
      '/member/index/userlist',
      () => ({ token: viewer(), page: 1, username: pick(names) }),
    ],
    ['onlinelist', '/member/index/onlinelist', () => ({ token: viewer() })],
    ['new_opposite_sex', '/member/index/new_opposite_sex', () => ({ token: viewer() })],
    ['memberwall', '/member/index/memberwall', () => ({ token: viewer() })],
    [
      'search_opposite_sex, varied names',
      '/member/index/search_opposite_sex',
      () => ({ token: viewer(), username: pick(names) }),
    ],
    [
      'discover age + country, varied',
      '/member/discover/search',
      () => {
        const [age_min, age_max] = pick(ages);
        return { token: viewer(), page: page(3), age_min, age_max, country: pick(countries) };
      },
    ],
  ];
}

/**
 * Runs the churn case: `measure(pathname, body)` measures one window as the bench's other calls are
 * measured (answers `{ result, cpu, split }`), `record(name, p50, p99, rps, cpu, note)` writes a row;
 * first the sign-ins alone, the cost the churn rows add.
 */
export async function churnCase({ port, databaseUrl, measure, meterWindow, record, only, seconds }) {
  const { tokens, signers } = await people(databaseUrl, port);
  console.log(`churn: ${tokens.length} viewers signed in, ${signers.length} members to sign in at ${RATE}/s`);
  if (!only || only.test(`churn: ${RATE} sign-ins/s alone`))
    await signInsAlone(port, signers, meterWindow, record, seconds);
  for (const [label, pathname, body] of churnCalls(tokens)) {
    for (const churn of [false, true]) {
      const name = `churn: ${label} (${churn ? `${RATE} sign-ins/s` : 'quiet'})`;
      if (only && !only.test(name)) continue;
      // One request first, as the other calls' probe: what it answers, and how long it took alone.
      const started = Date.now();
      const probe = await post(port, pathname, body());
      const answered = `${probe.status === 200 ? 'status 200' : `status ${probe.status} ${probe.msg}`} in ${Date.now() - started} ms`;
      const rounds = [];
      for (let round = -WARMUPS; round < ROUNDS; round++) {
        const stopSigner = churn ? startSigner(port, signers, RATE) : null;
        // The signer at its pace before the window opens.
        if (stopSigner) await new Promise((resolve) => setTimeout(resolve, 1000));
        const measured = await measure(pathname, body);
        const signed = stopSigner ? await stopSigner() : null;
        if (round >= 0) rounds.push({ ...measured, signed, load: os.loadavg()[0] });
      }
      rounds.sort((a, b) => a.result.latency.p99 - b.result.latency.p99);
      const median = rounds[Math.floor(rounds.length / 2)];
      const { result, cpu, split, signed, load } = median;
      const failed = result.non2xx + result.errors;
      const p99s = rounds.map((r) => r.result.latency.p99).join('/');
      const signedNote = signed
        ? `; ${signed.perSecond.toFixed(1)} sign-ins/s done, ${signed.failed} failed, ${signed.skipped} beats skipped`
        : '';
      const note = `${answered}; median of ${ROUNDS} (p99 ${p99s} ms)${failed ? `, ${failed} failed` : ''}${signedNote}; load ${load.toFixed(1)}; ${split}`;
      record(name, result.latency.p50, result.latency.p99, result.requests.average, cpu, note);
    }
  }
}
