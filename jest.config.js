/** One jest run for the whole repository: each workspace is a project. */
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

const service = (name) => ({
  displayName: name,
  rootDir: path.join(__dirname, 'services', name),
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@kindred/rules$': path.join(__dirname, 'packages/rules/src/index.ts'),
    '^@kindred/kit$': path.join(__dirname, 'services/kit/src/index.ts'),
    '^@kindred/kit/(.*)$': path.join(__dirname, 'services/kit/src/$1'),
    '^@kindred/(user|social|messaging|commerce|media|chat|edge)$': path.join(__dirname, 'services/$1/src/index.ts'),
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
});

module.exports = {
  // Jest's default on 2 cores is one worker, which runs every file in band in one process; the
  // contract tests wait on sockets and databases as much as they compute, so two share 2 cores well.
  // Capped: each file may start a whole stack, and the machine's PostgreSQL takes 100 connections.
  maxWorkers: Math.min(4, Math.max(2, require('node:os').availableParallelism() - 1)),
  projects: [
    ...['kit', 'user', 'social', 'messaging', 'commerce', 'media', 'chat', 'edge'].map(service),
    // The product's rules (docs/architecture.md, "One source for each rule"), shared by services and browser.
    { ...service('rules'), rootDir: path.join(__dirname, 'packages/rules') },
    // The trimmed fault campaign (deploy/chaos): runs the built services (make build) as processes.
    { ...service('chaos'), rootDir: path.join(__dirname, 'deploy/chaos'), testMatch: ['<rootDir>/test/**/*.test.ts'] },
    // The k6 scripts (deploy/k6): the path and frame check, and the smoke harness against the test stack.
    { ...service('k6'), rootDir: path.join(__dirname, 'deploy/k6'), testMatch: ['<rootDir>/test/**/*.test.ts'] },
    // The docs' figures, counts and links against their sources (deploy/lint/docsFacts.ts).
    { ...service('docs'), rootDir: path.join(__dirname, 'deploy/lint'), testMatch: ['<rootDir>/test/**/*.test.ts'] },
    path.join(__dirname, 'design-system/jest.config.js'),
    path.join(__dirname, 'web/jest.config.js'),
    path.join(__dirname, 'deploy/k8s/jest.config.js'),
    path.join(__dirname, 'web/e2e/jest.config.js'),
  ],
  // One template database a run for the contract and browser tests' stacks (services/edge/test/stackDatabase.ts).
  globalSetup: path.join(__dirname, 'services/edge/test/stackTemplate/setup.js'),
  globalTeardown: path.join(__dirname, 'services/edge/test/stackTemplate/teardown.js'),
  // Also the hooks' limit: a file's stack starts in beforeAll, which on a busy shared machine takes tens of seconds.
  testTimeout: 60000,
};
