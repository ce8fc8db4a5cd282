import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { figurePages, renderPage, renderRegion, stalePages } from '../../figures/render.js';
import { addRun, readResults, type Results, type Run, writeResults } from '../../figures/results.js';
import { figuresOutsideRegions, staleFigures } from '../docsFigures';

const run = (setting: string, date: string, p99: number): Run => ({
  setting,
  date,
  machine: { load: 1.5, cpus: 2 },
  summary: `worst p99 ${p99} ms`,
  columns: ['call', { name: 'p99 ms', align: 'right' }, { name: 'CPU ms', digits: 2 }],
  rows: [['index/userinfo', p99, 0.1]],
});

describe('a results file', () => {
  it('puts a new run first and keeps a bounded history of its setting alone', () => {
    let results: Results = { kind: 'bench-scale', runs: [] };
    results = addRun(results, run('SCALE=1', '2026-11-01', 10), 2);
    for (let day = 2; day <= 5; day++) results = addRun(results, run('SCALE=0.1', `2026-11-0${day}`, day), 2);
    expect(results.runs.map((kept) => `${kept.setting} ${kept.date}`)).toEqual([
      'SCALE=0.1 2026-11-05',
      'SCALE=0.1 2026-11-04',
      'SCALE=0.1 2026-11-03',
      'SCALE=1 2026-11-01',
    ]);
  });

  it('replaces a run of the same setting and date instead of adding it', () => {
    const once = addRun({ kind: 'chaos', runs: [] }, run('full', '2026-11-01', 10));
    const twice = addRun(once, run('full', '2026-11-01', 12));
    expect(twice.runs).toHaveLength(1);
    expect(twice.runs[0]!.rows[0]![1]).toBe(12);
  });

  it('refuses a row whose cells do not match the columns', () => {
    expect(() => addRun({ kind: 'chaos', runs: [] }, { columns: ['a', 'b'], rows: [['only one']] })).toThrow(
      'row 1 has 1 cells for 2 columns',
    );
  });

  it('is written under docs/figures, dated and with the machine, and read back', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-figures-'));
    const file = writeResults('bench-context', { columns: ['setting', 'ns'], rows: [['one store', 812]] }, { root });
    expect(path.relative(root, file)).toBe(path.join('docs', 'figures', 'bench-context.json'));
    expect(fs.readFileSync(file, 'utf8')).toContain('"rows": [\n        ["one store", 812]\n      ]');
    const [latest] = readResults('bench-context', root).runs;
    expect(latest!.setting).toBe('default');
    expect(latest!.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/);
    expect(latest!.machine!.cpus).toBeGreaterThan(0);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('a figures region', () => {
  const results: Results = { kind: 'bench-scale', runs: [run('SCALE=1', '2026-11-29T09:17Z', 31)] };
  results.runs.push(run('SCALE=1', '2026-11-24', 44), run('SCALE=0.1', '2026-11-20', 50));

  it('shows the latest run of its setting, then the earlier ones a line each', () => {
    expect(renderRegion(results, { setting: 'SCALE=1' }, 'figures/bench-scale.json')).toBe(
      [
        '29 Nov 2026 09:17 UTC, load 1.5, 2 cores ([bench-scale.json](figures/bench-scale.json)).',
        '',
        '| call | p99 ms | CPU ms |',
        '|---|---:|---|',
        '| index/userinfo | 31 | 0.10 |',
        '',
        'Earlier runs (their rows are in the file):',
        '',
        '| run | machine | figures |',
        '|---|---|---|',
        '| 24 Nov 2026 | load 1.5, 2 cores | worst p99 44 ms |',
      ].join('\n'),
    );
  });

  it('shows one pinned run, every run of a setting, or says the pinned run is gone', () => {
    expect(renderRegion(results, { setting: 'SCALE=0.1', view: 'table' }, 'x.json')).toContain(
      '| index/userinfo | 50 |',
    );
    expect(renderRegion(results, { run: '2026-11-24', view: 'table' }, 'x.json')).toContain('| 44 |');
    expect(renderRegion(results, { setting: 'SCALE=1', view: 'all' }, 'x.json').split('\n').slice(2, 4)).toEqual([
      '| 29 Nov 2026 09:17 UTC | index/userinfo | 31 | 0.10 |',
      '| 24 Nov 2026 | index/userinfo | 44 | 0.10 |',
    ]);
    expect(renderRegion(results, { run: '2026-10-01' }, 'x.json')).toBe(
      'The run 2026-10-01 of SCALE=1 is no longer kept in [x.json](x.json).',
    );
  });

  it('is rendered in place, with a link relative to its page, and must be closed', () => {
    const text = 'Before.\n\n<!-- figures:bench-scale view=table -->\nhand-typed\n<!-- /figures:bench-scale -->\n';
    const rendered = renderPage('services/chat/README.md', text, () => results);
    expect(rendered).toContain('<!-- figures:bench-scale view=table -->\n\n| call | p99 ms | CPU ms |');
    expect(rendered).not.toContain('hand-typed');
    expect(() => renderPage('docs/x.md', '<!-- figures:chaos -->\n', () => results)).toThrow('is not closed');
  });
});

describe('the docs check', () => {
  it('in this repository: every region as its results file renders it', () => {
    expect(staleFigures(path.resolve(__dirname, '../../..'))).toEqual([]);
  });

  it('refuses a hand edit inside a region', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-figures-'));
    fs.mkdirSync(path.join(root, 'services'));
    writeResults('chaos', { date: '2026-11-29', columns: ['fault', 'lost'], rows: [['restart Redis', 0]] }, { root });
    const page = path.join(root, 'docs', 'reliability.md');
    fs.writeFileSync(
      page,
      renderPage('docs/reliability.md', '<!-- figures:chaos --><!-- /figures:chaos -->\n', (kind) =>
        readResults(kind, root),
      ),
    );
    expect(stalePages(root)).toEqual([]);
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('| restart Redis | 0 |', '| restart Redis | 2 |'));
    expect(staleFigures(root)).toEqual([
      'docs/reliability.md: the figures:chaos region differs from docs/figures/chaos.json; figures are not edited' +
        ' by hand: record the run there (its bench, or node deploy/figures/results.js), then make figures',
    ]);
    fs.writeFileSync(page, '<!-- figures:chaos -->\n');
    expect(staleFigures(root)).toEqual([
      'docs/reliability.md: a figures region is not closed by <!-- /figures:<kind> -->',
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses a table of figures outside a region, not one of words', () => {
    const page = (text: string) => ({ path: 'docs/figures.md', text });
    expect(figuresOutsideRegions(page('| call | p99 |\n|---|---|\n| userinfo | 31 ms |\n'))).toEqual([
      'docs/figures.md:3: a table of figures outside a figures region (docs/figures/*.json);' +
        ' if its numbers are not measurements, say so on the line before it: <!-- not measured: ... -->',
    ]);
    expect(figuresOutsideRegions(page('| what | where |\n|---|---|\n| 1,000 sockets | "Chat" below |\n'))).toEqual([]);
    expect(
      figuresOutsideRegions(
        page('<!-- figures:chaos -->\n| a | b |\n|---|---|\n| x | 3.6 s |\n<!-- /figures:chaos -->\n'),
      ),
    ).toEqual([]);
  });

  it('lets a table of numbers that are not measurements say so, and only that table', () => {
    const page = (text: string) => ({ path: 'docs/configuration.md', text });
    const defaults = '| variable | default |\n|---|---|\n| `BODY_LIMIT_KB` | `64` |\n| `TIMEOUT` | 10 s |\n';
    expect(figuresOutsideRegions(page(`<!-- not measured: settings and their defaults -->\n\n${defaults}`))).toEqual(
      [],
    );
    expect(figuresOutsideRegions(page(`<!-- not measured: -->\n${defaults}`))).toHaveLength(1);
    expect(
      figuresOutsideRegions(
        page(`<!-- not measured: defaults -->\n${defaults}\nMeasured:\n\n| run | p99 |\n|---|---|\n| one | 31 ms |\n`),
      ),
    ).toEqual([
      'docs/configuration.md:11: a table of figures outside a figures region (docs/figures/*.json);' +
        ' if its numbers are not measurements, say so on the line before it: <!-- not measured: ... -->',
    ]);
  });

  it('in this repository: no table of figures outside a region on any page that may hold figures', () => {
    const root = path.resolve(__dirname, '../../..');
    const pages = figurePages(root).map((page) => ({
      path: page,
      text: fs.readFileSync(path.join(root, page), 'utf8'),
    }));
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        'docs/figures.md',
        'docs/tracing-cost-history.md',
        'services/chat/README.md',
        'README.md',
      ]),
    );
    expect(pages.flatMap(figuresOutsideRegions)).toEqual([]);
  });
});
