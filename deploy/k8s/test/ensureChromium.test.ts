import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** deploy/local/ensure-chromium.sh, which `make test` runs before anything else. */
const script = path.join(__dirname, '../../local/ensure-chromium.sh');
const run = (env: Record<string, string>) =>
  spawnSync(script, { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env }, encoding: 'utf8', timeout: 10_000 });

describe('make test provides Chromium', () => {
  it('stops at once with the exact command when it cannot install it', () => {
    const started = Date.now();
    const missing = run({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('/nonexistent/chromium');
    expect(missing.stderr).toContain('apt-get install -y --no-install-recommends chromium');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('passes when the browser is there', () => {
    const present = run({ CHROMIUM_PATH: process.execPath });
    expect(present.status).toBe(0);
    expect(present.stderr).toBe('');
  });

  it('is the first thing the Makefile test target runs', () => {
    const make = spawnSync('make', ['-n', '--no-print-directory', 'test'], {
      cwd: path.join(__dirname, '../../..'),
      encoding: 'utf8',
    });
    // The checks before jest run in a make of their own (two at a time), chromium and the CJK fonts
    // (deploy/local/ensure-cjk-fonts.sh) the first of them.
    const lines = make.stdout.split('\n').filter((line) => line.trim());
    expect(lines[0]).toMatch(/-j2 .*\bchromium cjk-fonts tools\b/);
    expect(lines.find((line) => !line.includes('--no-print-directory'))).toContain('ensure-chromium.sh');
  });
});
