import { Fragment, type PropsWithChildren } from 'react';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { kindredDark, kindredLight } from './docsThemes';

/** The toolbar choices a story frame on a docs page must follow. */
const followed = ['locale', 'theme', 'scheme'] as const;

type Globals = Record<string, unknown>;

/** The toolbar's globals as the docs page's preview holds them (the URL's `globals` included). */
function toolbarGlobals(context: DocsContainerProps['context']): Globals {
  const store = (context as unknown as { store?: { userGlobals?: { get(): Globals } } }).store;
  return store?.userGlobals?.get() ?? {};
}

/** `locale:en;theme:mobile;scheme:dark`, the URL form of globals a story frame reads at start. */
export function globalsParam(globals: Globals): string {
  return followed
    .filter((name) => typeof globals[name] === 'string')
    .map((name) => `${name}:${String(globals[name])}`)
    .join(';');
}

/**
 * Docs pages in the toolbar's colours, and story frames (`inline: false`: do/don't examples, dialogs)
 * that follow the toolbar. A frame is a preview of its own that hears nothing from the toolbar, so
 * its address carries the globals (Storybook builds frame addresses on `PREVIEW_URL`), and the page's
 * content is remounted when they change, because a frame never reloads its address by itself.
 */
export function KindredDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const globals = toolbarGlobals(context);
  const param = globalsParam(globals);
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = `iframe.html?globals=${param}`;
  return (
    <DocsContainer context={context} theme={globals.scheme === 'dark' ? kindredDark : kindredLight}>
      <Fragment key={param}>{children}</Fragment>
    </DocsContainer>
  );
}
