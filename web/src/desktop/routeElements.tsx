/** The pieces of a desktop route element: a titled screen behind a Suspense boundary. */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Titled } from '../app/guards';
import { ScreenShown } from '../app/screenShown';
import { LoadingOverlay } from '../app/ui';

export function Loading() {
  return <LoadingOverlay open />;
}

/** A screen with its page title (a `desk.title.*` key, or a full key with a dot), shown once its chunk has loaded. */
export const screen = (title: string, Screen: ComponentType, wrap?: (node: ReactNode) => ReactNode) => {
  const node = (
    <Titled title={title.includes('.') ? title : `desk.title.${title}`}>
      <Suspense fallback={<Loading />}>
        <Screen />
        <ScreenShown />
      </Suspense>
    </Titled>
  );
  return wrap ? wrap(node) : node;
};
