import { useOf } from '@storybook/addon-docs/blocks';
import { DocsTable } from './DocsTable';
import usage from './inTheApp.json';

interface Screen {
  file: string;
  layout: string;
  names: string[];
}

const screensByComponent: Record<string, Screen[]> = usage;

const layoutNames: Record<string, string> = {
  mobile: 'Mobile (/m)',
  desktop: 'Desktop (/w)',
  admin: 'Staff console (/admin)',
};

/**
 * The "In the app" section of a component's docs page: the screens that import the component,
 * read from inTheApp.json, which scripts/inTheApp.mjs generates from the web app's imports (a test
 * fails when it is stale), so the list is never written by hand.
 */
export function InTheApp() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const component = preparedMeta.title.split('/').pop() ?? '';
  const screens = screensByComponent[component] ?? [];
  if (!screens.length)
    return (
      <p>No screen imports {component} directly; it reaches the app inside other components or is not used yet.</p>
    );
  const count = (layout: string) => screens.filter((screen) => screen.layout === layout).length;
  return (
    <>
      <p>
        {screens.length} {screens.length === 1 ? 'screen imports' : 'screens import'} {component}:{' '}
        {Object.keys(layoutNames)
          .map((layout) => `${count(layout)} in ${layoutNames[layout]}`)
          .join(', ')}
        .
      </p>
      <DocsTable
        head={['Layout', 'Screen', 'Imports']}
        rows={screens.map((screen) => [
          layoutNames[screen.layout] ?? screen.layout,
          <code key="file">{screen.file}</code>,
          screen.names.join(', '),
        ])}
      />
    </>
  );
}
