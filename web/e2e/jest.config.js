/**
 * Browser end-to-end tests of the mobile app (/m): playwright-core driving Debian's Chromium against
 * the real services started in-process (support/harness.ts). `npx jest --selectProjects e2e`.
 *
 * Jest's maxWorkers is global only, so this project brings its own runner (pairRunner.js): its test
 * files run two at a time (E2E_WORKERS), after the other projects' files rather than beside them.
 * @type {import('jest').Config}
 */
const path = require('node:path');

const root = path.join(__dirname, '../..');

module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/artifacts/'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: {
    '^@kindred/kit$': path.join(root, 'services/kit/src/index.ts'),
    '^@kindred/kit/(.*)$': path.join(root, 'services/kit/src/$1'),
    '^@kindred/(user|social|messaging|commerce|media|chat|edge)$': path.join(root, 'services/$1/src/index.ts'),
  },
  globalSetup: '<rootDir>/support/buildWeb.js',
  globalTeardown: '<rootDir>/support/cleanWeb.js',
  runner: '<rootDir>/support/pairRunner.js',
  testTimeout: 60000,
};
