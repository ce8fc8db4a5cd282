/**
 * Global set-up of the e2e project: builds the web app (`npm run build -w web` -> web/dist) when
 * web/dist is missing, older than its sources or a development build, then copies it to a folder of
 * this run so that a build started elsewhere during the run cannot pull files from under the browser.
 * The build runs with NODE_ENV=production: jest sets NODE_ENV=test, which a child build would
 * inherit, and Vite then bundles React's development build instead of the one the edge serves.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '../../..');
const dist = path.join(root, 'web/dist');
const sources = [path.join(root, 'web/src'), path.join(root, 'web/public'), path.join(root, 'web/index.html'), path.join(root, 'web/vite.config.ts'), path.join(root, 'design-system/src')];
const ignored = /\.(test|stories)\.tsx?$|__snapshots__/;

function newest(file) {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return ignored.test(file) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(file)) latest = Math.max(latest, newest(path.join(file, entry)));
  return latest;
}

function builtAt() {
  const index = path.join(dist, 'index.html');
  return fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
}

/** React's renderer announces `bundleType: 1` in its development build, 0 in production. */
function isDevelopmentBuild() {
  const assets = path.join(dist, 'assets');
  if (!fs.existsSync(assets)) return false;
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => /bundleType:\s*1\b/.test(fs.readFileSync(path.join(assets, name), 'utf8')));
}

module.exports = async function buildWeb() {
  const sourcesAt = Math.max(...sources.map(newest));
  const stale = builtAt() < sourcesAt;
  if (stale || isDevelopmentBuild()) {
    const why = stale ? 'missing or older than its sources' : 'a development build';
    process.stdout.write(`\ne2e: web/dist is ${why}; npm run build -w web (NODE_ENV=production)\n`);
    execFileSync('npm', ['run', 'build', '-w', 'web'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const snapshot = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-e2e-web-'));
  fs.cpSync(dist, snapshot, { recursive: true });
  const index = fs.readFileSync(path.join(snapshot, 'index.html'), 'utf8');
  for (const [, asset] of index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
    if (!fs.existsSync(path.join(snapshot, asset))) throw new Error(`web/dist is incomplete (${asset} missing): was it being rebuilt? Run again.`);
  }
  process.env.KINDRED_E2E_WEB_DIST = snapshot;
};
