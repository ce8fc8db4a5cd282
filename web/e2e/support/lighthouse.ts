/**
 * Lighthouse pages, budgets and the table `make lighthouse` prints. The audits run in a child process
 * (support/audit.mjs) against a real stack serving the production bundle (support/buildWeb.js).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { writeResults } from '../../../deploy/figures/results.js';

export const REPORTS = path.join(__dirname, '../../lighthouse-reports');
/** The budgets every check reads (budgets.json at the repository root). */
const BUDGETS = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../budgets.json'), 'utf8')) as {
  loginPageTransferredKb: Record<string, number>;
  lighthouse: { performance: number; mobileLcpMs: number; otherCategories: number };
};
export const PASSWORD = 'Passw0rd!';

export type Preset = 'mobile' | 'desktop';
export interface AuditPage {
  name: string;
  path: string;
  preset: Preset;
  signIn?: { layout: 'm' | 'w'; account: string; password: string };
  /**
   * Budget of the JS a first screen transfers, in KB: brotli, as Chromium gets it from the edge (a
   * little under the gzip figures web/scripts/bundle-size.mjs checks), from budgets.json.
   */
  scriptBudgetKb?: number;
}

export interface Summary {
  name: string;
  preset: Preset;
  url: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  scriptBytes: number;
  scripts: number;
  /** The protocols of the requests to the edge (Lighthouse's network-requests), e.g. ['h2']. */
  protocols: string[];
  uncompressed: string[];
  compressionSavings: number;
  consoleErrors: string[];
  failedAudits: string[];
}

export const CATEGORIES_CHECKED = ['accessibility', 'best-practices', 'seo'];
export const ALL_CATEGORIES = ['performance', ...CATEGORIES_CHECKED];

const transferred = (page: string): number => {
  const budget = BUDGETS.loginPageTransferredKb[page];
  if (budget === undefined) throw new Error(`budgets.json has no transferred JS budget for ${page}`);
  return budget;
};

/** Every audited page: bob is signed in for the member pages and looks at alice's profile. */
export function auditPages(aliceId: number): AuditPage[] {
  const bob = (layout: 'm' | 'w') => ({ layout, account: 'bob', password: PASSWORD });
  return [
    { name: 'm-login', path: '/m/login', preset: 'mobile', scriptBudgetKb: transferred('/m/login') },
    { name: 'm-home', path: '/m/home/index', preset: 'mobile', signIn: bob('m') },
    { name: 'm-profile', path: `/m/home/my/newsfeed/${aliceId}`, preset: 'mobile', signIn: bob('m') },
    { name: 'm-chat-list', path: '/m/home/chat/list', preset: 'mobile', signIn: bob('m') },
    { name: 'w-login', path: '/w/login', preset: 'desktop', scriptBudgetKb: transferred('/w/login') },
    { name: 'w-home', path: '/w/home/index', preset: 'desktop', signIn: bob('w') },
    { name: 'w-profile', path: `/w/home/user/detail/${aliceId}`, preset: 'desktop', signIn: bob('w') },
    { name: 'admin-login', path: '/admin/login', preset: 'desktop', scriptBudgetKb: transferred('/admin/login') },
  ];
}

/** Runs Lighthouse on the pages (one Chromium, one page after the other) and answers the summaries. */
export async function audit(baseUrl: string, pages: AuditPage[], categories: string[]): Promise<Summary[]> {
  fs.mkdirSync(REPORTS, { recursive: true });
  const planFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-lh-')), 'plan.json');
  fs.writeFileSync(planFile, JSON.stringify({ baseUrl, outDir: REPORTS, categories, pages }));
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, 'audit.mjs'), planFile], {
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const lines = stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? '[]') as Summary[];
}

/** What a page misses of the budgets every run checks (not timings). */
export function deterministicMisses(page: AuditPage, summary: Summary): string[] {
  const misses: string[] = [];
  for (const [label, score] of [
    ['accessibility', summary.accessibility],
    ['best practices', summary.bestPractices],
    ['SEO', summary.seo],
  ] as const) {
    if (score !== BUDGETS.lighthouse.otherCategories) misses.push(`${label} ${score}`);
  }
  if (summary.failedAudits.length) misses.push(`failed audits: ${summary.failedAudits.join('; ')}`);
  if (summary.consoleErrors.length) misses.push(`console errors: ${summary.consoleErrors.join('; ')}`);
  if (summary.uncompressed.length) misses.push(`sent uncompressed: ${summary.uncompressed.join(', ')}`);
  if (summary.compressionSavings > 0) misses.push(`text compression could save ${summary.compressionSavings} B`);
  if (new URL(summary.url).protocol === 'https:' && summary.protocols.some((protocol) => protocol !== 'h2'))
    misses.push(`requests to the edge over ${summary.protocols.join(', ')}, not only h2`);
  if (page.scriptBudgetKb && summary.scriptBytes / 1024 > page.scriptBudgetKb)
    misses.push(`transferred JS ${(summary.scriptBytes / 1024).toFixed(1)} KB > ${page.scriptBudgetKb} KB`);
  return misses;
}

/** The benchmark goals (issue 19, budgets.json): a performance score, and an LCP in the mobile preset. */
export function performanceMisses(summary: Summary): string[] {
  const { performance, mobileLcpMs } = BUDGETS.lighthouse;
  const misses: string[] = [];
  if (summary.performance !== null && summary.performance < performance)
    misses.push(`performance ${summary.performance}`);
  if (summary.preset === 'mobile' && summary.lcpMs !== null && summary.lcpMs >= mobileLcpMs)
    misses.push(`LCP ${(summary.lcpMs / 1000).toFixed(2)} s`);
  return misses;
}

const COLUMNS = [
  'page',
  'preset',
  'perf',
  'a11y',
  'best pr.',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'JS transferred (files)',
];

/** A row of the table for each page, as `make lighthouse` prints it and docs/figures/lighthouse.json keeps it. */
function tableRows(summaries: Summary[]): (string | number | null)[][] {
  const s = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);
  return summaries.map((r) => [
    r.name,
    r.preset,
    r.performance ?? '-',
    r.accessibility,
    r.bestPractices,
    r.seo,
    s(r.fcpMs),
    s(r.lcpMs),
    r.tbtMs === null ? '-' : `${Math.round(r.tbtMs)} ms`,
    r.cls === null ? '-' : r.cls.toFixed(3),
    `${(r.scriptBytes / 1024).toFixed(1)} KB (${r.scripts})`,
  ]);
}

export function table(summaries: Summary[]): string {
  return [
    `| ${COLUMNS.join(' | ')} |`,
    `|${COLUMNS.map(() => '---').join('|')}|`,
    ...tableRows(summaries).map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** Writes a `make lighthouse` run to docs/figures/lighthouse.json; `make figures` renders the docs from it. */
export function recordRun(summaries: Summary[], pagesNamed: string[] | undefined, http1: boolean): string {
  const scores = summaries.map((r) => r.performance).filter((score): score is number => score !== null);
  const lcps = summaries.filter((r) => r.preset === 'mobile' && r.lcpMs !== null).map((r) => r.lcpMs! / 1000);
  const range = (values: number[], digits: number) =>
    values.length ? `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}` : '-';
  return writeResults('lighthouse', {
    setting: [pagesNamed ? `LIGHTHOUSE_PAGES=${pagesNamed.join(',')}` : 'all pages', http1 ? 'HTTP/1.1' : '']
      .filter(Boolean)
      .join(' '),
    command: 'make lighthouse',
    summary: `performance ${range(scores, 0)}, mobile LCP ${range(lcps, 2)} s`,
    columns: COLUMNS,
    rows: tableRows(summaries),
  });
}
