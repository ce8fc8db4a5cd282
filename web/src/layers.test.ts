import fs from 'node:fs';
import path from 'node:path';

/**
 * app <- features <- layouts: features hold data and hooks, app the plumbing every layout shares, and
 * neither lays out a screen (docs: web/README.md). Presentation both layouts share is a design-system
 * component; the JSX left in app/ is the plumbing below, each file named with why it renders.
 */
const APP_PLUMBING: Record<string, string> = {
  'AppProviders.tsx': 'the providers every layout mounts (i18n, theme, toasts)',
  'guards.tsx': 'route guards: a redirect or the route element, nothing drawn',
  'links.tsx': "the design system's TextLink bound to the router",
  'routeElements.tsx': 'a titled screen behind its Suspense boundary',
  'toast.tsx': 'the toast provider and its one Toast',
  'i18n/react.tsx': "react-i18next's provider and hook, re-exported",
};

const filesOf = (dir: string): string[] =>
  fs.readdirSync(path.join(__dirname, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(relative) : [relative];
  });
const sources = (dir: string) => filesOf(dir).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

describe('the layers without layout', () => {
  it('features holds no JSX (a screen part both layouts show is a design-system component)', () => {
    expect(sources('features').filter((file) => file.endsWith('.tsx'))).toEqual([]);
  });

  it('app renders only its plumbing', () => {
    const rendering = sources('app')
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => path.posix.relative('app', file));
    expect(rendering.sort()).toEqual(Object.keys(APP_PLUMBING).sort());
  });

  it('neither styles anything', () => {
    const styled = [...sources('features'), ...sources('app')].filter((file) =>
      /from 'styled-components'/.test(fs.readFileSync(path.join(__dirname, file), 'utf8')),
    );
    expect(styled).toEqual([]);
  });
});
