import fs from 'node:fs';
import path from 'node:path';

/**
 * The screen patterns the design system owns: the layouts use its components and never define their
 * own (issue 44: a local pager in /admin, notices and headers rebuilt in /m and /w).
 */
const OWNED_BY_DESIGN_SYSTEM = ['Notice', 'ScreenHeader', 'Pagination', 'StatusTag', 'Pager'];

const definition = new RegExp(`\\b(?:function|const|let|var|class)\\s+(${OWNED_BY_DESIGN_SYSTEM.join('|')})\\b`, 'g');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The components every layout must use from the design system (Pagination on /m and /w: the discovery
 * search's results, docs/discovery.md "Screens").
 */
const PATTERNS = ['Notice', 'ScreenHeader', 'Pagination', 'StatusTag'];
const LAYOUTS = ['mobile', 'desktop', 'admin'];

const namedImport = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']+'/g;

/** The names a source imports by name (`X as Y` counts as X), type-only imports left out. */
export function importedNames(source: string): string[] {
  return [...source.matchAll(namedImport)]
    .filter((match) => !/^import\s*type\b/.test(match[0]))
    .flatMap((match) => match[1]!.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);
}

/** Every definition of an owned name in a source: "mobile/chat/Notice.tsx: Notice". */
export function localDefinitions(file: string, source: string): string[] {
  return [...source.matchAll(definition)].map((match) => `${file}: ${match[1]}`);
}

describe('patterns owned by the design system', () => {
  it('recognises a local definition in any form', () => {
    expect(localDefinitions('a.tsx', 'export function Pager() {}')).toEqual(['a.tsx: Pager']);
    expect(localDefinitions('a.tsx', 'const StatusTag = styled.span``;')).toEqual(['a.tsx: StatusTag']);
    expect(localDefinitions('a.tsx', 'import { Notice } from \'../ui\';\n<Notice tone="info" />')).toEqual([]);
    expect(localDefinitions('a.tsx', 'const NoticeRow = 1; function ScreenHeaderish() {}')).toEqual([]);
  });

  it('reads the names a source imports', () => {
    expect(importedNames("import { Button, Notice } from '../../app/ui';")).toEqual(['Button', 'Notice']);
    expect(importedNames("import {\n  ScreenHeader as ScreenBar,\n  Stack,\n} from '../app/ui';")).toEqual([
      'ScreenHeader',
      'Stack',
    ]);
    expect(importedNames("import type { PaginationTexts } from './ui';")).toEqual([]);
    expect(importedNames("import { type StatusTone, orderTone } from './statusTones';")).toEqual(['orderTone']);
    expect(importedNames('const Notice = 1; // Pagination')).toEqual([]);
  });

  it.each(LAYOUTS)('are all imported by the %s layout', (layout) => {
    const imported = new Set(
      sourceFiles(path.join(__dirname, layout))
        .filter((file) => !/\.test\.tsx?$/.test(file))
        .flatMap((file) => importedNames(fs.readFileSync(file, 'utf8'))),
    );
    expect(PATTERNS.filter((name) => !imported.has(name))).toEqual([]);
  });

  it('are not defined anywhere under web/src, nor kept in a file of their name', () => {
    const found = sourceFiles(__dirname)
      .filter((file) => file !== __filename)
      .flatMap((file) => {
        const relative = path.relative(__dirname, file);
        const named = OWNED_BY_DESIGN_SYSTEM.includes(path.basename(file).replace(/\.(test\.)?tsx?$/, ''))
          ? [`${relative}: file`]
          : [];
        return [...named, ...localDefinitions(relative, fs.readFileSync(file, 'utf8'))];
      });
    expect(found).toEqual([]);
  });
});
