import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';

/** The addon's state names and the class its rewritten style sheets answer to (`.pseudo-hover`). */
const stateClass: Record<string, string> = {
  hover: 'hover',
  active: 'active',
  focusVisible: 'focus-visible',
  focusWithin: 'focus-within',
  focus: 'focus',
  visited: 'visited',
  link: 'link',
  target: 'target',
};

type PseudoParameter = Record<string, boolean | string | string[] | undefined>;

/** Adds the forced-state classes of a story's `pseudo` parameter inside one rendered copy of it. */
export function applyForcedStates(root: HTMLElement, parameter: PseudoParameter): void {
  for (const [state, value] of Object.entries(parameter)) {
    const name = stateClass[state];
    if (!name || !value) continue;
    if (value === true) {
      root.classList.add(`pseudo-${name}-all`);
      continue;
    }
    for (const selector of typeof value === 'string' ? [value] : value) {
      root.querySelectorAll(selector).forEach((element) => element.classList.add(`pseudo-${name}`));
    }
  }
}

function ForcedStates({ parameter, children }: { parameter: PseudoParameter; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(parameter);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    applyForcedStates(element, parameter);
    // Cells that render later (pictures, portals' neighbours) get their state too.
    const observer = new MutationObserver(() => applyForcedStates(element, parameter));
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
    // The parameter is a new object on each render; its content is what counts.
  }, [key]);
  return (
    <div ref={root} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * The pseudo-states addon finds a story on a docs page by its element id, so when a page shows a
 * story twice (its Canvas and again under "All stories") only the first copy gets the forced hover,
 * focus and pressed states. On docs pages each copy applies the story's `pseudo` parameter to itself.
 */
export const withForcedStates: Decorator = (Story, context) => {
  const parameter = Object.fromEntries(
    Object.entries((context.parameters.pseudo ?? {}) as PseudoParameter).filter(([state]) => state in stateClass),
  );
  if (context.viewMode !== 'docs' || Object.keys(parameter).length === 0) return <Story />;
  return (
    <ForcedStates parameter={parameter}>
      <Story />
    </ForcedStates>
  );
};
