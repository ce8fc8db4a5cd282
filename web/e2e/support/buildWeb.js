/**
 * Global set-up of the e2e project: builds the web app (`npm run build -w web` -> web/dist) when
 * web/dist is missing or older than its sources, then copies it to a folder of this run so that a
 * build started elsewhere during the run cannot pull files from under the browser.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '../../..');
const dist = path.join(root, 'web/dist');
const sources = [path.join(root, 'web/src'), path.join(root, 'web/index.html'), path.join(root, 'web/vite.config.ts'), path.join(root, 'design-system/src')];
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

module.exports = async function buildWeb() {
  const sourcesAt = Math.max(...sources.map(newest));
  if (builtAt() < sourcesAt) {
    process.stdout.write('\ne2e: web/dist is missing or older than its sources; npm run build -w web\n');
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  }
  const snapshot = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-e2e-web-'));
  fs.cpSync(dist, snapshot, { recursive: true });
  const index = fs.readFileSync(path.join(snapshot, 'index.html'), 'utf8');
  for (const [, asset] of index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
    if (!fs.existsSync(path.join(snapshot, asset))) throw new Error(`web/dist is incomplete (${asset} missing): was it being rebuilt? Run again.`);
  }
  process.env.KINDRED_E2E_WEB_DIST = snapshot;
};
