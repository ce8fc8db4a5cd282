// `make alerts` (part of `make test`): renders the chart's PrometheusRule and runs `promtool check
// rules` and `promtool test rules` (helm/kindred/files/metrics/rules.test.yaml) on what it renders,
// and has promtool parse every query of the Grafana dashboards (as recording rules).
// helm comes from HELM, .tools/helm or PATH; without one the rules file is rendered by the same
// substitution the template makes (templates/metrics/prometheusrule.yaml), and the script says so.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chart = path.join(repo, 'helm/kindred');
const files = path.join(chart, 'files/metrics');
const RUNBOOKS = 'runbooks';

function findHelm() {
  for (const candidate of [process.env.HELM, path.join(repo, '.tools/helm')]) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return spawnSync('sh', ['-c', 'command -v helm']).stdout.toString().trim() || null;
}

function renderRules() {
  const helm = findHelm();
  if (helm) {
    const out = execFileSync(helm, [
      'template',
      'kindred',
      chart,
      '--set',
      'metrics.prometheusRule.enabled=true',
      '--set',
      `metrics.prometheusRule.runbookBaseUrl=${RUNBOOKS}`,
      '--show-only',
      'templates/metrics/prometheusrule.yaml',
    ]).toString();
    const rule = parse(out);
    if (rule.kind !== 'PrometheusRule') throw new Error('the chart did not render a PrometheusRule');
    console.log(`alerts: rules rendered by ${helm}`);
    return stringify(rule.spec);
  }
  console.log(
    'alerts: no helm binary (HELM, .tools/helm, PATH): rendering files/metrics/rules.yaml as the template does',
  );
  return fs.readFileSync(path.join(files, 'rules.yaml'), 'utf8').replaceAll('__RUNBOOK_BASE__', RUNBOOKS);
}

/** Every dashboard query as a recording rule, Grafana's variables given plain values. */
function dashboardQueries() {
  const dir = path.join(files, 'dashboards');
  const groups = fs.readdirSync(dir).map((file) => {
    const board = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    const rules = board.panels.flatMap((panel) =>
      panel.targets.map((t, i) => ({
        record: `dashboard:${path.basename(file, '.json')}:panel${panel.id}_${i}`,
        expr: t.expr.replaceAll('$__rate_interval', '5m').replaceAll('$namespace', '.*'),
      })),
    );
    return { name: `dashboard-${file}`, rules };
  });
  return stringify({ groups });
}

/** Every alert links a runbook that exists: docs/runbooks/<alert>.md. */
function checkRunbooks() {
  const rules = parse(fs.readFileSync(path.join(files, 'rules.yaml'), 'utf8'));
  const missing = rules.groups
    .flatMap((g) => g.rules)
    .filter((r) => r.alert)
    .filter(
      (r) =>
        r.annotations?.runbook_url !== `__RUNBOOK_BASE__/${r.alert}.md` ||
        !fs.existsSync(path.join(repo, 'docs/runbooks', `${r.alert}.md`)),
    )
    .map((r) => r.alert);
  if (missing.length) {
    console.error(`alerts without a runbook page in docs/runbooks: ${missing.join(', ')}`);
    process.exit(1);
  }
}
checkRunbooks();

const promtool = execFileSync('sh', [path.join(repo, 'deploy/metrics/ensure-promtool.sh')], {
  stdio: ['ignore', 'pipe', 'inherit'],
})
  .toString()
  .trim()
  .split('\n')
  .pop();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-alerts-'));
try {
  fs.writeFileSync(path.join(dir, 'rules.yaml'), renderRules());
  fs.copyFileSync(path.join(files, 'rules.test.yaml'), path.join(dir, 'rules.test.yaml'));
  fs.writeFileSync(path.join(dir, 'dashboards.yaml'), dashboardQueries());
  const steps = [
    ['check', 'rules', 'rules.yaml'],
    ['test', 'rules', 'rules.test.yaml'],
    ['check', 'rules', 'dashboards.yaml'],
  ];
  for (const args of steps) {
    const run = spawnSync(promtool, args, { cwd: dir, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
