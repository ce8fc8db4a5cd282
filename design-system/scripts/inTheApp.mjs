#!/usr/bin/env node
// Writes src/docs/inTheApp.json: for every component, the screens of the web app (web/src/mobile,
// web/src/desktop, web/src/admin) that import it (through the app's ui modules or @kindred/design-system),
// with the names they import. Each docs page's "In the app" section renders it (src/docs/InTheApp.tsx).
// `--check` writes nothing and fails when the file is stale (src/docs/inTheApp.test.ts runs it).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(root, '..');
const componentsDir = join(root, 'src/components');
const output = join(root, 'src/docs/inTheApp.json');
const layouts = ['mobile', 'desktop', 'admin'];

/** Component folder by each name its index.ts exports (values only: a type is not a use on screen). */
function componentByName() {
  const byName = new Map();
  for (const component of readdirSync(componentsDir)) {
    const index = readFileSync(join(componentsDir, component, 'index.ts'), 'utf8');
    for (const [, names] of index.matchAll(/export\s*\{([^}]*)\}\s*from/g))
      for (const name of names.split(',')) {
        const exported = name
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (exported && !exported.startsWith('type ')) byName.set(exported, component);
      }
  }
  return byName;
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `{ Button: [{ file, layout, names }] }`: components by name, their screens mobile first, then by file. */
export function appUsage() {
  const byName = componentByName();
  const usage = {};
  for (const layout of layouts) {
    for (const path of sourceFiles(join(repo, 'web/src', layout))) {
      const source = readFileSync(path, 'utf8');
      const used = new Map();
      // Screens import the components through a `ui` module of the app (`app/ui`, `admin/ui`: one entry point a component) or the package.
      const imports = source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']*)'/g);
      for (const [, typeOnly, names, from] of imports) {
        if (typeOnly || !/^@kindred\/design-system|(^|\/)ui$/.test(from)) continue;
        const folder = from.match(/^@kindred\/design-system\/components\/(\w+)$/)?.[1];
        for (const raw of names.split(',')) {
          const name = raw.trim().split(/\s+as\s+/)[0];
          if (!name || name.startsWith('type ')) continue;
          const component = folder ?? byName.get(name);
          if (!component || !byName.has(name)) continue;
          used.set(component, [...(used.get(component) ?? []), name]);
        }
      }
      const file = relative(repo, path);
      for (const [component, names] of used)
        (usage[component] ??= []).push({ file, layout, names: [...new Set(names)].sort() });
    }
  }
  const sorted = {};
  for (const component of Object.keys(usage).sort())
    sorted[component] = usage[component].sort(
      (a, b) => layouts.indexOf(a.layout) - layouts.indexOf(b.layout) || a.file.localeCompare(b.file),
    );
  return sorted;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const json = `${JSON.stringify(appUsage(), null, 2)}\n`;
  if (process.argv.includes('--check')) {
    const current = readFileSync(output, 'utf8');
    if (current !== json) {
      console.error(`${relative(repo, output)} is stale: run node design-system/scripts/inTheApp.mjs`);
      process.exit(1);
    }
    console.log(`${relative(repo, output)} is up to date`);
  } else {
    writeFileSync(output, json);
    console.log(`wrote ${relative(repo, output)}: ${Object.keys(JSON.parse(json)).length} components used by screens`);
  }
}
