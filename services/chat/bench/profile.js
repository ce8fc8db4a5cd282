// Optional CPU profiling of a bench child process: with BENCH_CPU_PROF=<dir>, the first SIGUSR2 starts
// sampling and the second writes <dir>/<name>-<pid>.cpuprofile (the bench sends them at the start and
// the end of the measured window). Without the variable this does nothing.
const inspector = require('node:inspector');
const fs = require('node:fs');
const path = require('node:path');

module.exports = function profileIfAsked(name) {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return;
  const session = new inspector.Session();
  session.connect();
  let running = false;
  session.post('Profiler.enable');
  process.on('SIGUSR2', () => {
    if (!running) {
      running = true;
      session.post('Profiler.start');
      return;
    }
    running = false;
    session.post('Profiler.stop', (err, result) => {
      if (!err) fs.writeFileSync(path.join(dir, `${name}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
      process.stdout.write(`PROFILED ${name}\n`);
    });
  });
};
