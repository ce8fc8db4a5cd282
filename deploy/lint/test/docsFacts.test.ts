import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  brokenLinks,
  budgetDisagreements,
  componentCountDisagreements,
  docsDisagreements,
  factsOf,
  lighthouseDisagreements,
  missingServiceReadmes,
  otherBudgetDisagreements,
  readFacts,
  readmeLengthDisagreement,
  unnamedCalls,
  unnamedSettings,
} from '../docsFacts';

const root = path.resolve(__dirname, '../../..');

describe('the docs agree with the code', () => {
  it('in this repository: README length, budgets, component count, service READMEs, links', () => {
    expect(docsDisagreements(root)).toEqual([]);
  });

  it('reads every login budget from budgets.json', () => {
    const facts = readFacts(root);
    expect([...facts.gzipBudgets.keys()].sort()).toEqual(['/admin/login', '/m/login', '/w/login']);
    expect([...facts.transferBudgets.keys()].sort()).toEqual(['/admin/login', '/m/login', '/w/login']);
    expect(facts.componentCount).toBeGreaterThan(40);
  });
});

describe('what the check refuses', () => {
  const facts = factsOf(
    {
      loginPageGzipKb: { '/m/login': 139, '/w/login': 143 },
      loginPageTransferredKb: { '/m/login': 134 },
      lighthouse: { performance: 95, mobileLcpMs: 2500, otherCategories: 100 },
      storyFrameGzipKb: 400,
      makeUnitMinutes: 3,
    },
    45,
  );
  const page = (text: string) => ({ path: 'doc.md', text });

  it('a README over 200 lines, not one of 200', () => {
    expect(readmeLengthDisagreement(page('line\n'.repeat(201)))).toHaveLength(1);
    expect(readmeLengthDisagreement(page('line\n'.repeat(200)))).toEqual([]);
  });

  it('a gzip budget quoted in any of the ways the docs word it', () => {
    expect(budgetDisagreements(page('checks: `/m/login` < 121 KB, `/w/login` < 143 KB'), facts)).toEqual([
      'doc.md:1: /m/login budget quoted as 121 KB, budgets.json says 139 KB',
    ]);
    expect(
      budgetDisagreements(page('| JS that `/m/login` loads | 138.4 KB (budget < 150; goal 100) |'), facts),
    ).toHaveLength(1);
    expect(budgetDisagreements(page('fails when `/w/login` loads 150 KB of gzipped JS or more'), facts)).toHaveLength(
      1,
    );
    expect(budgetDisagreements(page('| `/m/login` | 142.8 KB | 138.4 KB | < 139 KB | 100 KB |'), facts)).toEqual([]);
  });

  it('a transferred budget against the Lighthouse pages, not the gzip ones', () => {
    expect(budgetDisagreements(page('(`/m/login` < 134 KB transferred)'), facts)).toEqual([]);
    expect(budgetDisagreements(page('(`/m/login` < 139 KB transferred)'), facts)).toEqual([
      'doc.md:1: /m/login transferred budget quoted as 139 KB, budgets.json says 134 KB',
    ]);
  });

  it('a figure that is not a budget, or names no login page, is not read', () => {
    expect(budgetDisagreements(page('`/m/login` 139.1-139.2 KB (over budget)'), facts)).toEqual([]);
    expect(budgetDisagreements(page('a story frame < 400 KB'), facts)).toEqual([]);
  });

  it('a story frame budget or a make unit time other than budgets.json', () => {
    expect(otherBudgetDisagreements(page('a story frame fails above 450 KB of JS'), facts)).toEqual([
      'doc.md:1: story frame budget quoted as 450 KB, budgets.json says 400 KB',
    ]);
    expect(otherBudgetDisagreements(page('the frame fails above 400 KB (the 400 KB budget)'), facts)).toEqual([]);
    expect(otherBudgetDisagreements(page('`make unit` runs the unit tests in under\n5 minutes.'), facts)).toEqual([
      'doc.md: `make unit` quoted as under 5 minutes, budgets.json says 3',
    ]);
    expect(otherBudgetDisagreements(page('`make unit` runs them in under 3 minutes.'), facts)).toEqual([]);
  });

  it('a Lighthouse budget other than budgets.json, where a sentence states one', () => {
    const stated =
      '`make lighthouse` fails when a page misses accessibility / best practices / SEO 100, performance 90 or\na mobile LCP of 3 s.';
    expect(lighthouseDisagreements(page(stated), facts)).toEqual([
      'doc.md: Lighthouse performance quoted as 90, budgets.json says 95',
      'doc.md: Lighthouse mobile LCP quoted as 3 s, budgets.json says 2.5 s',
    ]);
    expect(lighthouseDisagreements(page('The goal of performance 95 and a mobile LCP under 2.5 s.'), facts)).toEqual(
      [],
    );
    expect(lighthouseDisagreements(page('The goal of SEO 90 on every page.'), facts)).toHaveLength(1);
  });

  it('a measured Lighthouse score, or one in a figures region, is not a budget', () => {
    expect(lighthouseDisagreements(page('every budget of the run met: performance 98-100, LCP 1.6 s.'), facts)).toEqual(
      [],
    );
    expect(
      lighthouseDisagreements(
        page('<!-- figures:lighthouse -->\nIt fails when performance 80 is reached.\n<!-- /figures:lighthouse -->'),
        facts,
      ),
    ).toEqual([]);
  });

  it('a component count other than the folders', () => {
    expect(componentCountDisagreements(page('tokens, themes, 42 components'), facts)).toHaveLength(1);
    expect(componentCountDisagreements(page('tokens, themes, 45 components'), facts)).toEqual([]);
  });
});

describe('service READMEs and links', () => {
  const fake = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-docs-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(fake, file)), { recursive: true });
    fs.writeFileSync(path.join(fake, file), text);
  };
  write(
    'proto/kindred/gifts/v1/gifts.proto',
    'service GiftService {\n  rpc GiveGift(A) returns (B);\n  rpc ListGifts(A) returns (B);\n}\n',
  );
  write('services/gifts/README.md', '# Gifts\n\n`GiveGift`: one transaction. `GIFTS_PORT` (50056).\n');
  write(
    'services/gifts/src/config.ts',
    'readConfig({\n  GIFTS_PORT: env.port(50056),\n  GIFTS_CACHE_MS: z.number(),\n});\n',
  );
  fs.mkdirSync(path.join(fake, 'services/ledger'), { recursive: true });
  afterAll(() => fs.rmSync(fake, { recursive: true, force: true }));

  it('a service without a README', () => {
    expect(missingServiceReadmes(fake)).toEqual(['services/ledger/README.md is missing']);
  });

  it('a gRPC call its README does not name', () => {
    expect(unnamedCalls(fake)).toEqual([
      'services/gifts/README.md does not name ListGifts (proto/kindred/gifts/v1/gifts.proto)',
    ]);
  });

  it('a setting its README does not name', () => {
    expect(unnamedSettings(fake)).toEqual([
      'services/gifts/README.md does not name the setting GIFTS_CACHE_MS (services/gifts/src/config.ts)',
    ]);
  });

  it('a link that leads nowhere, not one that leads to a file', () => {
    const page = {
      path: 'services/gifts/README.md',
      text: '[proto](../../proto/kindred/gifts/v1/gifts.proto) [x](missing.md)',
    };
    expect(brokenLinks(fake, page)).toEqual(['services/gifts/README.md: link to missing.md leads nowhere']);
  });
});
