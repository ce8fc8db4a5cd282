/**
 * Jest project of the web app. Runs alone (`npx jest -c web/jest.config.js`) or as a project of the
 * root config.
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'web',
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
  // The design system's Twemoji icon modules are ESM-only: let swc turn them into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(@iconify-icons|lucide-react)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  setupFiles: ['<rootDir>/jest/polyfills.js'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
};
