/** The pieces of a route element in every layout: a titled screen behind a Suspense boundary. */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Titled } from './guards';
import { ScreenShown } from './screenShown';
import { LoadingOverlay } from './ui';

export function Loading() {
  return <LoadingOverlay open />;
}

/** A screen with its page title (a text key), shown once its chunk has loaded; `wrap` adds a guard. */
export const titledScreen = (title: string, Screen: ComponentType, wrap?: (node: ReactNode) => ReactNode) => {
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
