/**
 * Lighthouse against the production bundle served by the real stack (issue 19). Every run (make test)
 * checks the deterministic part on the three first screens: accessibility, best practices and SEO at
 * 100, no console errors, text sent compressed, the JS a first screen transfers within its budget.
 *
 * `make lighthouse` (LIGHTHOUSE_BENCH=1) audits every page of support/lighthouse.ts with the
 * performance category too, prints the table, keeps the reports in web/lighthouse-reports/ and fails
 * when a page misses a budget, performance (budgets.json) included, and writes the run to docs/figures/lighthouse.json.
 */
import { startStack, type Stack } from '../../services/edge/test/stack';
import {
  ALL_CATEGORIES,
  CATEGORIES_CHECKED,
  audit,
  auditPages,
  deterministicMisses,
  performanceMisses,
  recordRun,
  table,
} from './support/lighthouse';

const bench = process.env.LIGHTHOUSE_BENCH === '1';
/** `LIGHTHOUSE_PAGES=m-profile,m-home make lighthouse` audits only those pages (by name). */
const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
/**
 * The edge serves HTTPS with HTTP/2 (a certificate made for the run), as production does behind its
 * ingress and a single machine with EDGE_TLS_CERT_FILE; `LIGHTHOUSE_HTTP1=1` audits plain HTTP/1.1.
 */
const http1 = process.env.LIGHTHOUSE_HTTP1 === '1';
let stack: Stack;

beforeAll(async () => {
  const webDist = process.env.KINDRED_E2E_WEB_DIST;
  if (!webDist) throw new Error('KINDRED_E2E_WEB_DIST is not set: run through the e2e jest project');
  stack = await startStack({ chat: true, tls: !http1, env: { DEMO_SEED: 'on', WEB_DIST: webDist } });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
}, 60_000);

it(
  bench ? 'every audited page meets its budgets' : 'the first screens are accessible, clean, compressed and small',
  async () => {
    const [alice] = await stack.sql<{ id: number }>('SELECT id FROM user_svc.accounts WHERE username = $1', ['alice']);
    if (!alice) throw new Error('the demo members are not seeded');
    const all = auditPages(Number(alice.id));
    const pages = (bench ? all : all.filter((page) => page.scriptBudgetKb !== undefined)).filter(
      (page) => !only || only.includes(page.name),
    );
    const summaries = await audit(stack.url, pages, bench ? ALL_CATEGORIES : CATEGORIES_CHECKED);
    process.stdout.write(`\n${table(summaries)}\n\n`);
    if (bench) process.stdout.write(`recorded in ${recordRun(summaries, only, http1)}\n`);
    const misses = summaries.flatMap((summary, i) =>
      [...deterministicMisses(pages[i]!, summary), ...(bench ? performanceMisses(summary) : [])].map(
        (miss) => `${summary.name}: ${miss}`,
      ),
    );
    expect(misses).toEqual([]);
  },
  bench ? 900_000 : 240_000,
);
