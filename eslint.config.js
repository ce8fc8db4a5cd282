const js = require('@eslint/js');
const tseslint = require('typescript-eslint');

/**
 * The web app's layers point one way: app <- features <- {mobile, desktop, admin}. A layer may import
 * only the layers to its left; a layout never imports another layout (docs: web/README.md).
 */
const layouts = ['mobile', 'desktop', 'admin'];
/** Screens take i18n from web/src/app/i18n, which alone binds i18next (web/scripts/use-app-i18n.mjs rewrites imports). */
const translatorPaths = ['i18next', 'react-i18next'].map((name) => ({
  name,
  message: 'Import i18n from web/src/app/i18n (run node web/scripts/use-app-i18n.mjs).',
}));
const forbid = (dirs, message, paths = translatorPaths) => ({
  'no-restricted-imports': [
    'error',
    {
      paths,
      patterns: [
        { regex: `(^|/)(${dirs.join('|')})(/|$)`, message },
        {
          regex: '^@kindred/design-system/src(/|$)',
          message: 'Import the design system through its entry points (web/scripts/design-system-entries.mjs).',
        },
      ],
    },
  ],
});

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/generated/**',
      '**/storybook-static/**',
      '.data/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['web/src/app/**/*.{ts,tsx}'],
    rules: forbid(
      ['features', ...layouts],
      'web/src/app is layout-free plumbing: it imports no feature and no layout.',
    ),
  },
  {
    files: ['web/src/app/i18n/**/*.{ts,tsx}'],
    rules: forbid(['features', ...layouts], 'web/src/app is layout-free plumbing: it imports no feature and no layout.', []),
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: forbid(layouts, 'web/src/features holds data and hooks only: it imports no layout.'),
  },
  ...layouts.map((layout) => ({
    files: [`web/src/${layout}/**/*.{ts,tsx}`],
    rules: forbid(
      layouts.filter((other) => other !== layout),
      `web/src/${layout} is a layout: it never imports another layout (share through web/src/features).`,
    ),
  })),
);
