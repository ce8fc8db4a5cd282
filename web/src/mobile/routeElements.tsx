/** The pieces of a mobile route element: a titled screen behind a Suspense boundary. */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Titled } from '../app/guards';
import { ScreenShown } from '../app/screenShown';
import { LoadingOverlay } from '../app/ui';

export function Loading() {
  return <LoadingOverlay open />;
}

/** A screen with its page title, shown once its chunk has loaded; `wrap` adds a guard. */
export const screen = (title: string, Screen: ComponentType, wrap?: (node: ReactNode) => ReactNode) => {
  const node = (
    <Titled title={title}>
      <Suspense fallback={<Loading />}>
        <Screen />
        <ScreenShown />
      </Suspense>
    </Titled>
  );
  return wrap ? wrap(node) : node;
};
