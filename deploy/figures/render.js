#!/usr/bin/env node
/**
 * Renders the figures of the docs from the results files (results.js): every region between
 * `<!-- figures:<kind> [setting=...] [run=...] [view=...] -->` and `<!-- /figures:<kind> -->` in a
 * markdown page becomes the table of `docs/figures/<kind>.json`. Views:
 *   latest (default)  the setting's latest run (date, machine, command, note), its table, then its
 *                     earlier runs in one line each;
 *   table             the run's table alone (a page whose prose already says when and how);
 *   all               one table, a line per row of every kept run of the setting, newest first.
 * `setting` picks the setting (default: the newest run's); `run` pins a run by its date or label.
 *   node deploy/figures/render.js            rewrites the pages (make figures)
 *   node deploy/figures/render.js --check    lists the regions that differ, exits 1 if any
 */
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, readResults } = require('./results.js');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const REGION = /<!-- figures:([a-z0-9-]+)((?:\s+\w+=(?:"[^"]*"|[^\s"]+))*)\s*-->([\s\S]*?)<!-- \/figures:\1 -->/g;
const OPENING = /<!-- figures:[a-z0-9-]+[^>]*-->/g;

/** `2026-11-29T09:17Z` -> `29 Nov 2026 09:17 UTC`; a run without a date shows its label. */
function whenOf(run) {
  if (!run.date) return run.label ?? 'undated';
  const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(run.date) ?? [];
  if (!year) return run.date;
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}${time ? ` ${time} UTC` : ''}`;
}

function machineOf(run) {
  const { load, cpus, name } = run.machine ?? {};
  const parts = [];
  if (load !== undefined) parts.push(`load ${typeof load === 'number' ? load.toFixed(1) : load}`);
  if (cpus !== undefined) parts.push(`${cpus} cores`);
  if (name) parts.push(name);
  return parts.join(', ');
}

const columnOf = (column) => (typeof column === 'string' ? { name: column } : column);

/** A cell as the docs print it: thousands separated, a column's fixed decimals, pipes escaped. */
function formatCell(value, column) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number')
    return column.digits === undefined
      ? value.toLocaleString('en-US', { maximumFractionDigits: 20 })
      : value.toFixed(column.digits);
  return String(value).replace(/\|/g, '\\|');
}

function tableOf(columns, rows) {
  const specs = columns.map(columnOf);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const rule = specs.map((spec) => (spec.align === 'right' ? '---:' : '---'));
  return [
    line(specs.map((spec) => spec.name)),
    `|${rule.join('|')}|`,
    ...rows.map((row) => line(row.map((cell, index) => formatCell(cell, specs[index])))),
  ].join('\n');
}

/** `setting="SCALE=0.1" view=table` -> { setting: 'SCALE=0.1', view: 'table' } */
function optionsOf(text) {
  const options = {};
  for (const match of text.matchAll(/(\w+)=(?:"([^"]*)"|([^\s"]+))/g)) options[match[1]] = match[2] ?? match[3];
  return options;
}

/** The markdown of one region, from the results of its kind; `source` is the link to the file. */
function renderRegion(results, options, source) {
  const setting = options.setting ?? results.runs[0]?.setting;
  const runs = results.runs.filter((run) => run.setting === setting);
  const view = options.view ?? 'latest';
  const link = `[${path.basename(source)}](${source})`;
  if (!['latest', 'table', 'all'].includes(view)) throw new Error(`unknown view ${view}`);
  if (options.run) {
    const pinned = runs.find((run) => run.date === options.run || run.label === options.run);
    if (!pinned) return `The run ${options.run} of ${setting} is no longer kept in ${link}.`;
    runs.splice(0, runs.length, pinned);
  }
  if (runs.length === 0) return `No run of ${setting ?? results.kind} in ${link} yet.`;
  const [latest, ...earlier] = runs;
  if (view === 'all') {
    const names = latest.columns.map((column) => columnOf(column).name);
    const rows = runs.flatMap((run) =>
      run.rows.map((row, index) => {
        const cells = Object.fromEntries(run.columns.map((column, at) => [columnOf(column).name, row[at]]));
        return [index === 0 ? whenOf(run) : '', ...names.map((name) => cells[name])];
      }),
    );
    return `${tableOf(['run', ...latest.columns], rows)}\n\nFrom ${link}, newest first.`;
  }
  const table = tableOf(latest.columns, latest.rows);
  if (view === 'table') return table;
  const how = [whenOf(latest), machineOf(latest), latest.command && `\`${latest.command}\``].filter(Boolean);
  const caption = `${how.join(', ')} (${link}).${latest.note ? ` ${latest.note}` : ''}`;
  if (options.run || earlier.length === 0) return `${caption}\n\n${table}`;
  const history = earlier.map((run) => [whenOf(run), machineOf(run), run.summary ?? run.note ?? '']);
  return `${caption}\n\n${table}\n\nEarlier runs (their rows are in the file):\n\n${tableOf(['run', 'machine', 'figures'], history)}`;
}

/** A page with every region rendered again; `read(kind)` answers a kind's results. */
function renderPage(pagePath, text, read = (kind) => readResults(kind)) {
  const opened = (text.match(OPENING) ?? []).length;
  const closed = [...text.matchAll(REGION)].length;
  if (opened !== closed) throw new Error(`${pagePath}: a figures region is not closed by <!-- /figures:<kind> -->`);
  return text.replace(REGION, (_, kind, optionText) => {
    const source = path.relative(path.dirname(pagePath), path.join('docs', 'figures', `${kind}.json`));
    const rendered = renderRegion(read(kind), optionsOf(optionText), source);
    return `<!-- figures:${kind}${optionText} -->\n\n${rendered}\n\n<!-- /figures:${kind} -->`;
  });
}

/** The pages that may hold figures: docs/, the services' READMEs, README.md, CONTRIBUTING.md, deploy/scale/README.md. */
function figurePages(root = ROOT) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) pages.push(path.relative(root, full));
    }
  };
  walk(path.join(root, 'docs'));
  for (const service of fs.readdirSync(path.join(root, 'services'))) {
    if (fs.existsSync(path.join(root, 'services', service, 'README.md'))) pages.push(`services/${service}/README.md`);
  }
  return [...pages, 'README.md', 'CONTRIBUTING.md', 'deploy/scale/README.md'].filter((page) =>
    fs.existsSync(path.join(root, page)),
  );
}

/** The kinds of a page's regions whose text differs from what renderPage makes of it. */
function staleKinds(text, rendered) {
  const regions = (page) => [...page.matchAll(REGION)].map((match) => [match[1], match[0]]);
  const now = regions(rendered);
  return regions(text)
    .filter(([, region], index) => region !== now[index][1])
    .map(([kind]) => kind);
}

/** Pages whose regions differ from their results files: each with the kinds and its text as rendered now. */
function stalePages(root = ROOT) {
  return figurePages(root).flatMap((page) => {
    const text = fs.readFileSync(path.join(root, page), 'utf8');
    const rendered = renderPage(page, text, (kind) => readResults(kind, root));
    return rendered === text ? [] : [{ page, kinds: staleKinds(text, rendered), rendered }];
  });
}

if (require.main === module) {
  const stale = stalePages();
  if (process.argv.includes('--check')) {
    for (const { page, kinds } of stale)
      console.log(`${page}: ${kinds.join(', ')} differ from docs/figures/ (make figures)`);
    process.exitCode = stale.length ? 1 : 0;
  } else {
    for (const { page, rendered } of stale) {
      fs.writeFileSync(path.join(ROOT, page), rendered);
      console.log(`rendered ${page}`);
    }
  }
}

module.exports = { figurePages, formatCell, renderPage, renderRegion, stalePages, tableOf, whenOf };
