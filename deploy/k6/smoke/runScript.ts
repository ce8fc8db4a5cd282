import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { k6Modules, type VuState } from './k6Modules';
import { MetricStore } from './metrics';
import { SyncHttp } from './syncHttp';

export interface SmokeResult {
  /** Names of the checks that failed (empty: the script holds). */
  failedChecks: string[];
  checks: number;
  /** HTTP requests made, by their `name` tag (what each call counted as). */
  requests: Record<string, number>;
  /** Scenario names, each run for one iteration. */
  scenarios: string[];
  /** k6's summary data as handleSummary got it. */
  summary: ReturnType<MetricStore['summary']>;
  /** What handleSummary answered: file path -> content (stdout included). */
  files: Record<string, string>;
  /** Errors thrown by setup, an iteration or handleSummary. */
  errors: string[];
}

interface ScriptExports {
  options?: {
    scenarios?: Record<string, { exec?: string }>;
    thresholds?: Record<string, Array<string | { threshold: string }>>;
  };
  setup?: () => unknown;
  teardown?: (data: unknown) => void;
  handleSummary?: (data: unknown) => Record<string, string>;
  default?: (data: unknown) => void;
  [exec: string]: unknown;
}

/** The script bundled as CommonJS with the k6 modules left to the harness (TypeScript as k6 takes it). */
function bundle(script: string): string {
  const result = buildSync({
    entryPoints: [script],
    bundle: true,
    format: 'cjs',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    external: ['k6', 'k6/*'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Waits until the iteration's sockets and timers are done (k6's event loop), at most `timeoutMs`. */
async function settle(vu: VuState, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (vu.pending.size > 0) {
    if (Date.now() > deadline)
      throw new Error(
        `iteration of ${vu.scenario} still had ${vu.pending.size} sockets or timers after ${timeoutMs} ms`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The smoke harness (deploy/k6/README.md): the script's init code, `setup`, ONE iteration of each
 * scenario on a VU of its own, `teardown` and `handleSummary`, against a running stack, with k6's
 * modules mapped onto Node (k6Modules.ts). It proves the scripts correct; it measures nothing.
 */
export async function runScript(
  script: string,
  env: Record<string, string>,
  options: { iterationTimeoutMs?: number } = {},
): Promise<SmokeResult> {
  const code = bundle(script);
  const store = new MetricStore();
  const http = new SyncHttp();
  const errors: string[] = [];
  let nextVu = 0;
  const load = (scenario: string) => {
    const vu: VuState = { idInTest: ++nextVu, iterationInScenario: 0, scenario, pending: new Set() };
    const modules = k6Modules(store, http, vu, path.dirname(script));
    const module = { exports: {} as ScriptExports };
    const require = (name: string) => {
      if (!(name in modules))
        throw new Error(`${path.basename(script)} imports ${name}, which the smoke harness does not map`);
      return modules[name as keyof typeof modules];
    };
    new Function('require', 'module', 'exports', '__ENV', '__VU', '__ITER', 'open', code)(
      require,
      module,
      module.exports,
      env,
      vu.idInTest,
      0,
      modules.open,
    );
    return { vu, script: module.exports };
  };
  const started = Date.now();
  try {
    const init = load('setup');
    const scenarios = Object.entries(init.script.options?.scenarios ?? { default: { exec: 'default' } });
    let data: unknown;
    try {
      data = JSON.parse(JSON.stringify(init.script.setup?.() ?? null));
    } catch (err) {
      errors.push(`setup: ${(err as Error).message}`);
    }
    store.define('iterations', 'counter');
    for (const [name, scenario] of scenarios) {
      const { vu, script: exports } = load(name);
      const exec = exports[scenario.exec ?? 'default'];
      if (typeof exec !== 'function') {
        errors.push(`${name}: the script exports no function ${scenario.exec ?? 'default'}`);
        continue;
      }
      try {
        (exec as (d: unknown) => void)(data);
        await settle(vu, options.iterationTimeoutMs ?? 30_000);
        store.add('iterations', 1, { scenario: name });
      } catch (err) {
        errors.push(`${name}: ${(err as Error).message}`);
      }
    }
    try {
      init.script.teardown?.(data);
    } catch (err) {
      errors.push(`teardown: ${(err as Error).message}`);
    }
    const summary = store.summary(init.script.options?.thresholds ?? {}, Date.now() - started);
    let files: Record<string, string> = {};
    try {
      files = init.script.handleSummary?.(summary) ?? {};
      for (const [file, content] of Object.entries(files)) {
        if (file === 'stdout' || file === 'stderr') continue;
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, content);
      }
    } catch (err) {
      errors.push(`handleSummary: ${(err as Error).message}`);
    }
    return {
      failedChecks: store.failedChecks,
      requests: store.countBy('http_reqs', 'name'),
      checks: store.checkCount,
      scenarios: scenarios.map(([n]) => n),
      summary,
      files,
      errors,
    };
  } finally {
    await http.close();
  }
}
