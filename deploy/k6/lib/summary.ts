/**
 * End-of-test results a pipeline reads: `handleSummary` writes JSON (k6's own summary data), JUnit XML
 * (one test case per threshold) and a markdown table of the call latencies, under RESULTS_DIR.
 */
import { RUN_ID } from './env.ts';

interface Metric {
  type: string;
  values: Record<string, number>;
  thresholds?: Record<string, { ok: boolean }>;
}
interface SummaryData {
  metrics: Record<string, Metric>;
  state?: { testRunDurationMs?: number };
}

const RESULTS_DIR = (__ENV.RESULTS_DIR || 'results').replace(/\/+$/, '');

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function junit(script: string, data: SummaryData): string {
  const cases: string[] = [];
  let failures = 0;
  for (const [metric, { thresholds }] of Object.entries(data.metrics))
    for (const [threshold, { ok }] of Object.entries(thresholds ?? {})) {
      const name = escapeXml(`${metric}: ${threshold}`);
      if (ok) cases.push(`    <testcase classname="${script}" name="${name}"/>`);
      else {
        failures += 1;
        cases.push(
          `    <testcase classname="${script}" name="${name}"><failure message="threshold crossed"/></testcase>`,
        );
      }
    }
  const seconds = ((data.state?.testRunDurationMs ?? 0) / 1000).toFixed(3);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites tests="${cases.length}" failures="${failures}" time="${seconds}">`,
    `  <testsuite name="k6 ${script} ${RUN_ID}" tests="${cases.length}" failures="${failures}" time="${seconds}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(1));

export function markdown(script: string, data: SummaryData): string {
  const rows = Object.entries(data.metrics)
    .filter(([name, m]) => m.type === 'trend' && /^(http_req_duration\{name:|chat_|ws_)/.test(name))
    .map(
      ([name, m]) =>
        `| ${name} | ${m.values.count ?? ''} | ${ms(m.values.med)} | ${ms(m.values['p(95)'])} | ${ms(m.values['p(99)'])} | ${ms(m.values.max)} |`,
    );
  const crossed = Object.entries(data.metrics).flatMap(([metric, m]) =>
    Object.entries(m.thresholds ?? {})
      .filter(([, t]) => !t.ok)
      .map(([threshold]) => `- ${metric}: ${threshold}`),
  );
  return [
    `# k6 ${script}, run ${RUN_ID}`,
    '',
    '| metric | count | median ms | p95 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    crossed.length ? `Thresholds crossed:\n${crossed.join('\n')}` : 'Every threshold held.',
    '',
  ].join('\n');
}

/** The `handleSummary` of a script: the three files, and the markdown on stdout. */
export function summaryFiles(script: string) {
  return (data: SummaryData): Record<string, string> => ({
    [`${RESULTS_DIR}/${script}.json`]: JSON.stringify(data, null, 2),
    [`${RESULTS_DIR}/${script}.junit.xml`]: junit(script, data),
    [`${RESULTS_DIR}/${script}.md`]: markdown(script, data),
    stdout: markdown(script, data),
  });
}
