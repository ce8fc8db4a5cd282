/**
 * jest-runner for the browser tests: its files run E2E_WORKERS at a time (2 by default), each in its
 * own worker with its own isolated stack and Chromium, after the other projects' files rather than
 * beside them (jest runs one runner's files at a time). A browser test waits on the network and the
 * renderer most of the time, so two of them share a 2-core machine well.
 */
const TestRunner = require('jest-runner').default;

const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

class PairRunner extends TestRunner {
  constructor(globalConfig, context, options) {
    super({ ...globalConfig, maxWorkers: workers }, context, options);
  }

  isSerial = workers === 1;
}

module.exports = PairRunner;
