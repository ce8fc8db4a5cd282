/**
 * jest-runner with isSerial set: the scheduler then runs this project's files in band, one at a time
 * (one isolated stack and one Chromium at a time on a small machine).
 */
const TestRunner = require('jest-runner').default;

class SerialRunner extends TestRunner {
  isSerial = true;
}

module.exports = SerialRunner;
