/**
 * Preloads a page's layout chunks from its HTML (issue 19): without it a page finds them only once the
 * entry has loaded and rendered its layout, one round trip after the entry (on Lighthouse's slow phone
 * network every mobile page's first paint waited on it).
 *
 * - index.html preloads the chunks that every layout loads (the i18n library, the API client, the
 *   design system's locale provider...).
 * - m.html, w.html and admin.html are index.html plus the chunks of that layout alone. The edge
 *   (services/edge/src/webApp.ts) and nginx (deploy/docker/web.nginx.conf) answer a layout's
 *   addresses (/m/..., /w/..., /admin/...) with its page, any other address with index.html, so no
 *   page downloads another layout's code.
 */
import fs from 'node:fs';
import path from 'node:path';

const tags = (files) => files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`).join('');

/** A Vite plugin; `layouts` maps a page name (m, w, admin) to its layout's module, absolute. */
export function layoutPages(layouts) {
  const own = new Map();
  return {
    name: 'kindred-layout-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const chunks = Object.values(ctx.bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (chunk, seen = new Set()) => {
          if (seen.has(chunk.fileName)) return seen;
          seen.add(chunk.fileName);
          for (const file of chunk.imports) if (byFile.has(file)) closure(byFile.get(file), seen);
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const withEntry = entry ? closure(entry) : new Set();
        const perLayout = Object.entries(layouts).map(([name, module]) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === path.resolve(module));
          if (!chunk) throw new Error(`no chunk for the layout ${module}`);
          return [name, [...closure(chunk)].filter((file) => !withEntry.has(file))];
        });
        const shared = perLayout[0][1].filter((file) => perLayout.every(([, files]) => files.includes(file)));
        own.clear();
        for (const [name, files] of perLayout)
          own.set(
            name,
            files.filter((file) => !shared.includes(file)),
          );
        return shared.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
    writeBundle(options) {
      const index = fs.readFileSync(path.join(options.dir, 'index.html'), 'utf8');
      for (const [name, files] of own) {
        fs.writeFileSync(path.join(options.dir, `${name}.html`), index.replace('</head>', `${tags(files)}  </head>`));
      }
    },
  };
}
