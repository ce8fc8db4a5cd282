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
