// Which (story, language, scheme, form factor) runs a visual run renders, and what each one checks:
// layout assertions for every story in the three languages (make test: light; make visual: both
// schemes) of the mobile form factor, pixels for every story in the default run and for the named
// stories in every run of the grid.
import { isNamed } from './namedStories.mjs';

export const locales = ['zhtw', 'zhcn', 'en'];
export const schemes = ['light', 'dark'];
export const defaultRun = { locale: 'zhtw', scheme: 'light', theme: 'mobile' };

/** `runName({ locale, scheme, theme })` → `mobile/zhtw-light`: a baseline folder and a report prefix. */
export const runName = ({ locale, scheme, theme }) => `${theme}/${locale}-${scheme}`;

const inDefaultLanguageAndScheme = ({ locale, scheme }) => locale === defaultRun.locale && scheme === defaultRun.scheme;

/**
 * The runs of a visual run over `storyIds`, grouped by globals so a tab changes them rarely.
 * `grid: 'test'` (make test): layout for every story × 3 languages in the light scheme (mobile), pixels
 * for the default run and the named stories (which are rendered, and laid out, dark too): a scheme
 * changes colours, which cannot move a box, and the named stories stand for the rest in dark.
 * `grid: 'full'` (make visual, make visual-baselines): layout in both schemes, and the same pixels in
 * the desktop form factor as well. `layout: false` leaves the layout assertions out.
 */
export function visualRuns(storyIds, { grid = 'test', layout = true } = {}) {
  const themes = grid === 'full' ? ['mobile', 'desktop'] : ['mobile'];
  const runs = [];
  for (const theme of themes)
    for (const locale of locales)
      for (const scheme of schemes) {
        const globals = { locale, scheme, theme };
        for (const storyId of storyIds) {
          const pixels = inDefaultLanguageAndScheme(globals) || isNamed(storyId);
          const checkLayout =
            layout && theme === 'mobile' && (grid === 'full' || scheme === defaultRun.scheme || pixels);
          if (pixels || checkLayout) runs.push({ storyId, globals, pixels, layout: checkLayout });
        }
      }
  return runs;
}
