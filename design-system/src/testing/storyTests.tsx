import type { ComponentType } from 'react';
import { composeStories } from '@storybook/react';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import { configureAxe } from 'jest-axe';

// A component alone is not a page: landmarks (the region rule) are the app shell's job.
const axe = configureAxe({ rules: { region: { enabled: false } } });

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
  /** Extra checks for single stories, run after the story (and its play function) rendered. */
  checks?: Record<string, (view: RenderResult) => void | Promise<void>>;
}

/**
 * Renders every story of a stories module as composed by Storybook (same args and decorators),
 * runs its play function, finds the component by role and runs axe on the result.
 */
export function testEveryStory(module: StoryModule, { role, roleFor = {}, checks = {} }: StoryTestOptions) {
  const stories = Object.entries(composeStories(module)) as unknown as Array<[string, ComposedStory]>;
  const unknown = [...Object.keys(checks), ...Object.keys(roleFor)].filter(
    (name) => !stories.some(([storyName]) => storyName === name),
  );

  test('story checks name existing stories', () => {
    expect(unknown).toEqual([]);
  });

  test.each(stories)('%s renders, exposes its role and has no axe violations', async (_name, Story) => {
    // React's warnings (invalid nesting, missing keys, act) fail the story too.
    const consoleError = jest.spyOn(console, 'error');
    const view = render(<Story />);
    // Let effects that finish on the next tick (picture loading) settle inside act.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    if (Story.play) await Story.play({ canvasElement: view.container });
    expect(screen.getAllByRole(roleFor[_name] ?? role).length).toBeGreaterThan(0);
    const check = checks[_name];
    if (check) await check(view);
    // baseElement: dialogs, menus and toasts render into a portal outside the container.
    expect(await axe(view.baseElement)).toHaveNoViolations();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
}
