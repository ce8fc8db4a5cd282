/**
 * Facts the docs quote that have one source: the README's length, the budgets of budgets.json (the
 * login pages' JS, gzipped and transferred, Lighthouse's, the story frame, `make unit`'s time), the
 * number of design-system components, a README for every service that names each of its gRPC calls
 * and settings, and every figures table as its results file renders it (docsFigures.ts). A page may
 * quote a figure; it may not quote a different one, since a reader cannot tell which of two numbers
 * the checks hold.
 */
import fs from 'node:fs';
import path from 'node:path';
import { figurePages } from '../figures/render.js';
import { figuresOutsideRegions, staleFigures } from './docsFigures';

export const README_MAX_LINES = 200;

/** A markdown page: its path from the repository root and its text. */
export interface Page {
  path: string;
  text: string;
}

/** What the code says; each field is read from its one source. */
export interface Facts {
  /** Gzipped JS budget of each login page, in KB (`/m/login` -> 139). */
  gzipBudgets: Map<string, number>;
  /** Transferred (brotli) JS budget of each login page, in KB. */
  transferBudgets: Map<string, number>;
  /** Gzipped JS budget of one story's frame, in KB. */
  frameBudgetKb: number;
  /** What `make unit` may take, in minutes. */
  unitMinutes: number;
  /** The Lighthouse scores and mobile LCP every audited page must reach. */
  lighthouse: Budgets['lighthouse'];
  /** Folders under design-system/src/components. */
  componentCount: number;
}

/** budgets.json at the repository root: what bundle-size.mjs, lighthouse.ts and frame-size.mjs hold. */
export interface Budgets {
  loginPageGzipKb: Record<string, number>;
  loginPageTransferredKb: Record<string, number>;
  lighthouse: { performance: number; mobileLcpMs: number; otherCategories: number };
  storyFrameGzipKb: number;
  makeUnitMinutes: number;
}

/** Folders never read: installed packages, build output, reports, local data. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'generated',
  'storybook-static',
  'coverage',
  'lighthouse-reports',
  '.tools',
  '.data',
  '.git',
]);

export function readBudgets(root: string): Budgets {
  return JSON.parse(fs.readFileSync(path.join(root, 'budgets.json'), 'utf8')) as Budgets;
}

export function factsOf(budgets: Budgets, componentCount: number): Facts {
  return {
    gzipBudgets: new Map(Object.entries(budgets.loginPageGzipKb)),
    transferBudgets: new Map(Object.entries(budgets.loginPageTransferredKb)),
    frameBudgetKb: budgets.storyFrameGzipKb,
    unitMinutes: budgets.makeUnitMinutes,
    lighthouse: budgets.lighthouse,
    componentCount,
  };
}

export function readFacts(root: string): Facts {
  const components = fs
    .readdirSync(path.join(root, 'design-system/src/components'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory());
  return factsOf(readBudgets(root), components.length);
}

/** Every markdown page of the repository. */
export function readPages(root: string): Page[] {
  const pages: Page[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
      } else if (entry.name.endsWith('.md')) {
        pages.push({ path: path.relative(root, full), text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(root);
  return pages;
}

const LOGIN_PAGE = /`?(\/(?:m|w|admin)\/login)`?/g;
/**
 * A budget quote: `< 139 KB`, `budget < 139`, `139 KB or more` (the last two as the checks word them).
 * `transferred` right after it makes it a Lighthouse budget.
 */
const BUDGET =
  /(?:budget\s*<\s*(\d+(?:\.\d+)?)|<\s*(\d+(?:\.\d+)?)\s*KB|(\d+(?:\.\d+)?)\s*KB(?: of gzipped JS)? or more)(\s+transferred)?/g;

/** Budget quotes that differ from the code: each names the page, the line and both figures. */
export function budgetDisagreements(page: Page, facts: Facts): string[] {
  const found: string[] = [];
  // A quote belongs to the last login page named before it on its line; a line naming none is a
  // figure about something else (a chunk, a story frame) and is not read.
  page.text.split('\n').forEach((line, index) => {
    const routes = [...line.matchAll(LOGIN_PAGE)].map((match) => ({ at: match.index, route: match[1]! }));
    if (routes.length === 0) return;
    for (const quote of line.matchAll(BUDGET)) {
      const owner = routes.filter((route) => route.at < quote.index).pop();
      if (!owner) continue;
      const quoted = Number(quote[1] ?? quote[2] ?? quote[3]);
      const transferred = Boolean(quote[4]);
      const budget = (transferred ? facts.transferBudgets : facts.gzipBudgets).get(owner.route);
      if (budget !== undefined && budget !== quoted)
        found.push(
          `${page.path}:${index + 1}: ${owner.route} ${transferred ? 'transferred ' : ''}budget quoted as ${quoted} KB, budgets.json says ${budget} KB`,
        );
    }
  });
  return found;
}

/**
 * The other budgets as the docs word them: a story frame that "fails above N KB" (or an "N KB budget"
 * on a line about the frame) and `make unit` "under N minutes" (a sentence may wrap).
 */
export function otherBudgetDisagreements(page: Page, facts: Facts): string[] {
  const found: string[] = [];
  page.text.split('\n').forEach((line, index) => {
    if (!/\bframe\b/.test(line)) return;
    for (const quote of line.matchAll(/(?:fails above (\d+) KB|(\d+) KB budget)/g)) {
      const quoted = Number(quote[1] ?? quote[2]);
      if (quoted !== facts.frameBudgetKb)
        found.push(
          `${page.path}:${index + 1}: story frame budget quoted as ${quoted} KB, budgets.json says ${facts.frameBudgetKb} KB`,
        );
    }
  });
  for (const quote of page.text.replace(/\s+/g, ' ').matchAll(/`make unit`[^.`]*?\bunder (\d+) minutes/g))
    if (Number(quote[1]) !== facts.unitMinutes)
      found.push(
        `${page.path}: \`make unit\` quoted as under ${quote[1]} minutes, budgets.json says ${facts.unitMinutes}`,
      );
  return found;
}

/**
 * Lighthouse's budgets where a sentence states them ("fails when a page misses ... SEO 100, performance
 * 95 or a mobile LCP of 2.5 s", "the goal of performance 95"); a measured score or range ("performance
 * 98-100") and the figures regions are not read.
 */
export function lighthouseDisagreements(page: Page, facts: Facts): string[] {
  const found: string[] = [];
  const { performance, mobileLcpMs, otherCategories } = facts.lighthouse;
  const prose = page.text.replace(/<!-- figures:([a-z0-9-]+)[\s\S]*?<!-- \/figures:\1 -->/g, '\n\n');
  const quoted = (what: string, value: number, budget: number, unit = '') => {
    if (value !== budget)
      found.push(`${page.path}: Lighthouse ${what} quoted as ${value}${unit}, budgets.json says ${budget}${unit}`);
  };
  const sentences = prose.split(/\n\s*\n/).flatMap((paragraph) => paragraph.replace(/\s+/g, ' ').split(/(?<=\.) /));
  for (const sentence of sentences) {
    if (!/\b(?:fails when|goal of|budgets? of)\b/.test(sentence)) continue;
    for (const quote of sentence.matchAll(/\bperformance (\d+)(?![\d.–-])/g))
      quoted('performance', Number(quote[1]), performance);
    for (const quote of sentence.matchAll(/\bLCP (?:of|under|below|above|over) (\d+(?:\.\d+)?) s\b/g))
      quoted('mobile LCP', Number(quote[1]), mobileLcpMs / 1000, ' s');
    for (const quote of sentence.matchAll(/\b(?:SEO|accessibility|best practices) (\d+)(?![\d.–-])/g))
      quoted('accessibility, best practices and SEO', Number(quote[1]), otherCategories);
  }
  return found;
}

/** Mentions of "N components" that differ from the design system's folder count. */
export function componentCountDisagreements(page: Page, facts: Facts): string[] {
  const found: string[] = [];
  page.text.split('\n').forEach((line, index) => {
    for (const quote of line.matchAll(/\b(\d+) components\b/g))
      if (Number(quote[1]) !== facts.componentCount)
        found.push(
          `${page.path}:${index + 1}: ${quote[1]} components quoted, design-system/src/components holds ${facts.componentCount}`,
        );
  });
  return found;
}

/** The root README fits on a screen or two: the rest belongs in docs/. */
export function readmeLengthDisagreement(readme: Page): string[] {
  const lines = readme.text.replace(/\n$/, '').split('\n').length;
  return lines > README_MAX_LINES ? [`${readme.path}: ${lines} lines, at most ${README_MAX_LINES}`] : [];
}

/** Every folder under services/ (but the shared build config) explains itself in a README. */
export function missingServiceReadmes(root: string): string[] {
  return fs
    .readdirSync(path.join(root, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => !fs.existsSync(path.join(root, 'services', entry.name, 'README.md')))
    .map((entry) => `services/${entry.name}/README.md is missing`);
}

/** Calls of `proto/kindred/<service>/v1/*.proto` that the service's README does not name. */
export function unnamedCalls(root: string): string[] {
  const found: string[] = [];
  const protoRoot = path.join(root, 'proto/kindred');
  for (const service of fs.readdirSync(protoRoot)) {
    const readme = path.join(root, 'services', service, 'README.md');
    if (!fs.existsSync(readme)) continue;
    const text = fs.readFileSync(readme, 'utf8');
    const versions = path.join(protoRoot, service);
    for (const version of fs.readdirSync(versions))
      for (const file of fs.readdirSync(path.join(versions, version)).filter((name) => name.endsWith('.proto')))
        for (const call of fs.readFileSync(path.join(versions, version, file), 'utf8').matchAll(/^\s*rpc\s+(\w+)/gm))
          if (!text.includes(`\`${call[1]}\``))
            found.push(
              `services/${service}/README.md does not name ${call[1]} (proto/kindred/${service}/${version}/${file})`,
            );
  }
  return found;
}

/** Every `config.ts` under a folder (a service may have several processes, each with its settings). */
function configFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : configFiles(full);
    return entry.name === 'config.ts' ? [full] : [];
  });
}

/** Settings a service reads (the keys of its config.ts schemas) that its README does not name. */
export function unnamedSettings(root: string): string[] {
  const found: string[] = [];
  for (const service of fs.readdirSync(path.join(root, 'services'))) {
    const readme = path.join(root, 'services', service, 'README.md');
    const source = path.join(root, 'services', service, 'src');
    if (!fs.existsSync(readme) || !fs.existsSync(source)) continue;
    const text = fs.readFileSync(readme, 'utf8');
    for (const file of configFiles(source)) {
      const names = new Set(
        [...fs.readFileSync(file, 'utf8').matchAll(/^\s+([A-Z][A-Z0-9_]+)\??:/gm)].map((match) => match[1]!),
      );
      for (const name of names)
        if (!text.includes(`\`${name}\``))
          found.push(`services/${service}/README.md does not name the setting ${name} (${path.relative(root, file)})`);
    }
  }
  return found;
}

/** Relative links of a page that lead nowhere. */
export function brokenLinks(root: string, page: Page): string[] {
  const found: string[] = [];
  for (const link of page.text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    const target = link[1]!;
    if (/^[a-z]+:/.test(target)) continue;
    if (!fs.existsSync(path.join(root, path.dirname(page.path), target)))
      found.push(`${page.path}: link to ${target} leads nowhere`);
  }
  return found;
}

/** Everything the docs say against the code, in one list (empty when they agree). */
export function docsDisagreements(root: string): string[] {
  const facts = readFacts(root);
  const pages = readPages(root);
  const figurePaths = new Set(figurePages(root));
  const readme = pages.find((page) => page.path === 'README.md');
  return [
    ...(readme ? readmeLengthDisagreement(readme) : ['README.md is missing']),
    ...pages.flatMap((page) => budgetDisagreements(page, facts)),
    ...pages.flatMap((page) => otherBudgetDisagreements(page, facts)),
    ...pages.flatMap((page) => lighthouseDisagreements(page, facts)),
    ...pages.flatMap((page) => componentCountDisagreements(page, facts)),
    ...missingServiceReadmes(root),
    ...unnamedCalls(root),
    ...unnamedSettings(root),
    ...pages.flatMap((page) => brokenLinks(root, page)),
    ...staleFigures(root),
    ...pages.filter((page) => figurePaths.has(page.path)).flatMap(figuresOutsideRegions),
  ];
}
