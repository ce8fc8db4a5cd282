/**
 * Where migrations live and what they are called (CONTRIBUTING.md, "Adding a migration"): each one
 * alone in a file of its service's `src/migrations/`, named `NNNN_words_in_snake_case.ts` and imported
 * by that folder's index.ts. The name a migration is recorded under (umzug's `<schema>.migrations`
 * table) is the file name without `.ts`; older messaging migrations keep the dashed names they were
 * recorded under (`0020-erasure-cursor` in `0020_erasure_cursor.ts`), since a new name would make every
 * existing database apply them again.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as ts from 'typescript';

export const MIGRATION_FILE = /^\d{4}_[a-z0-9]+(_[a-z0-9]+)*\.ts$/;

/** A migration object: a `name` beside an `up` function. kit's runner only passes `up: m.up` along. */
function definesMigration(node: ts.ObjectLiteralExpression): boolean {
  const property = (key: string) =>
    node.properties.find((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === key);
  const up = property('up');
  const isFunction =
    up !== undefined &&
    (ts.isMethodDeclaration(up) ||
      (ts.isPropertyAssignment(up) && (ts.isArrowFunction(up.initializer) || ts.isFunctionExpression(up.initializer))));
  return isFunction && property('name') !== undefined;
}

/** The recorded names of the migrations a source file defines (`?` where the name is not a plain string). */
export function migrationsDefined(fileName: string, text: string): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && definesMigration(node)) {
      const name = node.properties.find(
        (p): p is ts.PropertyAssignment =>
          ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'name',
      );
      names.push(name && ts.isStringLiteralLike(name.initializer) ? name.initializer.text : '?');
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true));
  return names;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every way the services' migrations break the rule, as `<file>: <what>`; empty when none does. */
export function migrationDisagreements(servicesDir: string): string[] {
  const problems: string[] = [];
  for (const service of fs.readdirSync(servicesDir)) {
    const src = path.join(servicesDir, service, 'src');
    if (!fs.existsSync(src)) continue;
    const folder = path.join(src, 'migrations');
    for (const file of sourceFiles(src)) {
      const at = path.relative(servicesDir, file);
      const defined = migrationsDefined(file, fs.readFileSync(file, 'utf8'));
      const base = path.basename(file);
      if (path.dirname(file) !== folder) {
        if (defined.length) problems.push(`${at}: defines ${defined.join(', ')} outside ${service}/src/migrations`);
      } else if (base === 'index.ts') {
        if (defined.length) problems.push(`${at}: defines ${defined.join(', ')}; give each its own file`);
      } else if (!MIGRATION_FILE.test(base)) {
        problems.push(`${at}: not named NNNN_words_in_snake_case.ts`);
      } else if (defined.length !== 1) {
        problems.push(`${at}: defines ${defined.length} migrations, not one`);
      } else if (defined[0]?.replace(/-/g, '_') !== base.slice(0, -3)) {
        problems.push(`${at}: recorded as ${defined[0] ?? '?'}, which is not its file name`);
      }
    }
    if (!fs.existsSync(folder)) continue;
    const index = path.join(folder, 'index.ts');
    const registry = fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : '';
    for (const base of fs.readdirSync(folder).filter((name) => MIGRATION_FILE.test(name))) {
      if (!registry.includes(`'./${base.slice(0, -3)}'`)) {
        problems.push(`${path.relative(servicesDir, path.join(folder, base))}: not registered in migrations/index.ts`);
      }
    }
  }
  return problems;
}
