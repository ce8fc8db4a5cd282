/**
 * Jest project of the design system. Runs alone (`npx jest -c design-system/jest.config.js`) or as
 * a project of the root config (`npx jest --selectProjects design-system`).
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'design-system',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Storybook 10, the per-icon Twemoji modules and the DiceBear fixtures are ESM-only: let swc turn them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook|@iconify-icons|@dicebear)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  restoreMocks: true,
  setupFiles: ['<rootDir>/jest/polyfills.js'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
};
