import { lazy, Suspense, type ComponentProps } from 'react';
import type { Preview } from '@storybook/react-vite';

/**
 * The docs pages' container (docsContainer.tsx) is loaded when a docs page opens: it brings the docs
 * blocks, which a story frame must not load up front (its size budget, scripts/frame-size.mjs).
 */
const KindredDocsContainer = lazy(() =>
  import('./docsContainer').then((module) => ({ default: module.KindredDocsContainer })),
);

function DocsContainer(props: ComponentProps<typeof KindredDocsContainer>) {
  return (
    <Suspense fallback={null}>
      <KindredDocsContainer {...props} />
    </Suspense>
  );
}

/** Docs pages in the toolbar's colours, their story frames following the toolbar. */
const docsPreview: Preview = { parameters: { docs: { container: DocsContainer } } };

export default docsPreview;
