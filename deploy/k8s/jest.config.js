/** Manifest checks of deploy/k8s and helm/kindred: `npx jest -c deploy/k8s/jest.config.js` (or `cd deploy/k8s && npx jest`). */
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

module.exports = {
  displayName: 'deploy',
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testEnvironment: 'node',
  // kubernetes-models 5 is ESM-only (`import` condition only): resolved by test/resolver.js, compiled by swc.
  resolver: '<rootDir>/test/resolver.js',
  transform: { '^.+\\.(ts|js|mjs)$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(kubernetes-models|@kubernetes-models|is-cidr|cidr-regex|ip-regex)/)'],
  moduleDirectories: ['node_modules', path.join(__dirname, '../../node_modules')],
  // backup.test.ts applies every service's real migrations, which import kit and rules from source.
  moduleNameMapper: {
    '^@kindred/rules$': path.join(__dirname, '../../packages/rules/src/index.ts'),
    '^@kindred/kit$': path.join(__dirname, '../../services/kit/src/index.ts'),
    '^@kindred/kit/(.*)$': path.join(__dirname, '../../services/kit/src/$1'),
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testTimeout: 60000,
};
