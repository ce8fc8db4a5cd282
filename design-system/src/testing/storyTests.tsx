import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import { configureAxe } from 'jest-axe';
import { locales, type Locale } from '../i18n/locales';
import type { ColorScheme, ThemeName } from '../tokens/themes';

// A component alone is not a page: landmarks (the region rule) are the app shell's job.
const axe = configureAxe({ rules: { region: { enabled: false } } });

const forms: ThemeName[] = ['mobile', 'desktop'];
/**
 * Every story runs in every language and both form-factor themes (zhtw, the default, first), in
 * light; dark colours are a token swap that changes no text or layout, so dark runs in the default
 * language only (both form factors): 8 runs a story instead of 12. The dark runs skip axe: in jsdom
 * (no layout) axe cannot measure colour contrast, the one thing dark changes, so it would repeat the
 * light runs' findings at the cost of the slowest step; dark contrast is `tokens.test.ts`'s job.
 * Likewise axe runs in every language on the mobile theme and in zhtw on the desktop one: the
 * desktop theme changes sizes, not markup, and jsdom has no layout for axe to measure, so axe in
 * zhcn and en on desktop repeats what zhtw desktop and zhcn/en mobile already checked.
 */
const fullMatrix: Array<[Locale, ThemeName, ColorScheme]> = [
  ...[...locales]
    .sort((a, b) => Number(b === 'zhtw') - Number(a === 'zhtw'))
    .flatMap((locale) => forms.map((theme): [Locale, ThemeName, ColorScheme] => [locale, theme, 'light'])),
  ...forms.map((theme): [Locale, ThemeName, ColorScheme] => ['zhtw', theme, 'dark']),
];
/**
 * `make test` renders each story in every language on the mobile theme (the per-story checks in
 * English), and once in the default language on the desktop theme in dark: every text, and each form
 * factor and scheme, at 4 runs a story. Axe runs in zhtw and en: the languages change the words, not
 * the markup axe reads, and one Chinese and one Latin script catch a label missing in either kind.
 * The whole matrix above, axe as described there, is `make visual` (STORY_MATRIX=full); `make unit`
 * (STORY_MATRIX=quick) is the quick loop: English on mobile and the default language on desktop.
 */
const testMatrix: Array<[Locale, ThemeName, ColorScheme]> = [
  ['zhtw', 'mobile', 'light'],
  ['zhcn', 'mobile', 'light'],
  ['en', 'mobile', 'light'],
  ['zhtw', 'desktop', 'dark'],
];
const quickMatrix: Array<[Locale, ThemeName, ColorScheme]> = [
  ['en', 'mobile', 'light'],
  ['zhtw', 'desktop', 'light'],
];
const matrices = { full: fullMatrix, test: testMatrix, quick: quickMatrix };
const matrixName = (process.env.STORY_MATRIX ?? 'test') as keyof typeof matrices;
const matrix = matrices[matrixName] ?? testMatrix;
/** Which runs take axe (the light ones only; see the matrices). */
const axeLocales: readonly Locale[] = matrixName === 'full' ? locales : ['zhtw', 'en'];

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> };

export interface StoryTestOptions {
  /**
   * The ARIA role every story must expose at least once (the component's own role), checked
   * with a Testing Library role query.
   */
  role: string;
  /** A different role for single stories (e.g. a variant built from other elements). */
  roleFor?: Record<string, string>;
  /**
   * Extra checks for single stories, run after the story (and its play function) rendered. They
   * may read English texts: they run in English (mobile theme) only.
   */
  checks?: Record<string, (view: RenderResult) => void | Promise<void>>;
}

/**
 * Renders every story of a stories module as composed by Storybook (same args and decorators),
 * runs its play function, finds the component by role and runs axe on the result.
 */
export function testEveryStory(module: StoryModule, { role, roleFor = {}, checks = {} }: StoryTestOptions) {
  const composed = (locale: Locale, theme: ThemeName, scheme: ColorScheme) =>
    Object.entries(composeStories(module, { initialGlobals: { locale, theme, scheme } })) as unknown as Array<
      [string, ComposedStory]
    >;
  const stories = composed('en', 'mobile', 'light');
  const unknown = [...Object.keys(checks), ...Object.keys(roleFor)].filter(
    (name) => !stories.some(([storyName]) => storyName === name),
  );

  test('story checks name existing stories', () => {
    expect(unknown).toEqual([]);
  });

  describe.each(matrix)('in %s, %s theme, %s', (locale, theme, scheme) => {
    const english = locale === 'en' && theme === 'mobile' && scheme === 'light';
    const run = english ? stories : composed(locale, theme, scheme);
    const withAxe = scheme === 'light' && axeLocales.includes(locale) && (theme === 'mobile' || locale === 'zhtw');
    const title = withAxe
      ? '%s renders, exposes its role and has no axe violations'
      : '%s renders and exposes its role';
    test.each(run)(title, async (name, Story) => {
      await renderAndCheck(name, Story, english, withAxe);
    });
  });

  async function renderAndCheck(_name: string, Story: ComposedStory, english: boolean, withAxe: boolean) {
    // React's warnings (invalid nesting, missing keys, act) fail the story too.
    const consoleError = jest.spyOn(console, 'error');
    const view = render(<Story />);
    // Let effects that finish on the next tick (picture loading) settle inside act.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    if (Story.play) await Story.play({ canvasElement: view.container });
    expect(screen.getAllByRole(roleFor[_name] ?? role).length).toBeGreaterThan(0);
    const check = english ? checks[_name] : undefined;
    if (check) await check(view);
    // baseElement: dialogs, menus and toasts render into a portal outside the container.
    if (withAxe) expect(await axe(view.baseElement)).toHaveNoViolations();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  }
}
