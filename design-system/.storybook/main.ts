import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import remarkGfm from 'remark-gfm';

/**
 * Storybook's module mocking (`sb.mock` in preview.tsx) injects a runtime into every story frame
 * (9 KB gzipped); Kindred's stories pass plain props and `fn()` spies and mock no module.
 */
const moduleMocking = new Set(['vite:storybook-inject-mocker-runtime', 'storybook:mock-loader']);
const withoutModuleMocking = (plugins: PluginOption[]): PluginOption[] =>
  plugins.flatMap((plugin) => {
    if (Array.isArray(plugin)) return [withoutModuleMocking(plugin)];
    const name = plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : undefined;
    return name && moduleMocking.has(name) ? [] : [plugin];
  });

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-a11y',
    // GitHub-flavoured Markdown: the pipe tables of the docs pages (content guidelines, anatomy).
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    'storybook-addon-pseudo-states',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // Props tables from the TypeScript checker rather than react-docgen's parser, which cannot follow
  // an imported or derived type and prints `union`, `intersection['onSend']` or `unknown[number]`:
  // unions of literals become their values (and a select), indexed and derived types their result.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The component's own props, not the hundreds a DOM element inherits from React's types.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  core: { disableTelemetry: true },
  // Props tables without a JavaScript parser in every story frame (argTypes.ts says why).
  // The docs pages' container (docsPreview.tsx) is an entry of its own: the story tests load
  // preview.tsx, and the docs blocks it needs are ES modules Jest does not load.
  previewAnnotations: async (entries: string[] = []) => [
    ...entries.map((entry) =>
      /entry-preview-argtypes/.test(entry) ? fileURLToPath(new URL('./argTypes.ts', import.meta.url)) : entry,
    ),
    fileURLToPath(new URL('./docsPreview.tsx', import.meta.url)),
  ],
  // MDX headings go into index.json as `anchors`, which the sidebar search matches: the
  // `## Also called` words of each page (Chinese and English) find the component.
  features: { experimentalSearchDocsHeadings: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: withoutModuleMocking(viteConfig.plugins ?? []) }),
};

export default config;
