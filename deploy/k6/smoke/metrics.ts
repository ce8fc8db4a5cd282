/**
 * k6's metrics for the smoke harness: every sample with its tags, the built-in ones the scripts'
 * thresholds name (http_req_duration, http_req_failed, checks, iterations), and the end-of-test summary
 * in k6's own shape (`metrics.<name>.values`, `.thresholds.<expression>.ok`), sub-metrics included.
 */
export type MetricType = 'trend' | 'counter' | 'rate' | 'gauge';

interface Sample {
  value: number;
  tags: Record<string, string>;
}

export class MetricStore {
  readonly types = new Map<string, MetricType>();
  readonly samples = new Map<string, Sample[]>();
  readonly failedChecks: string[] = [];
  checkCount = 0;

  define(name: string, type: MetricType): void {
    if (!this.types.has(name)) this.types.set(name, type);
    if (!this.samples.has(name)) this.samples.set(name, []);
  }

  add(name: string, value: number | boolean, tags: Record<string, string> = {}): void {
    if (!this.types.has(name)) throw new Error(`metric ${name} was never defined`);
    this.samples.get(name)!.push({ value: typeof value === 'boolean' ? Number(value) : value, tags });
  }

  /** A script's `check`: every condition recorded in `checks`; failures remembered by name. */
  check(
    value: unknown,
    conditions: Record<string, (v: unknown) => boolean>,
    tags: Record<string, string> = {},
  ): boolean {
    let all = true;
    for (const [name, condition] of Object.entries(conditions)) {
      let ok: boolean;
      try {
        ok = Boolean(condition(value));
      } catch {
        ok = false;
      }
      this.checkCount += 1;
      this.add('checks', ok, { ...tags, check: name });
      if (!ok) this.failedChecks.push(name);
      all &&= ok;
    }
    return all;
  }

  /** The samples of a metric summed by one tag's value (untagged ones under ''). */
  countBy(metric: string, tag: string): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const sample of this.samples.get(metric) ?? []) {
      const key = sample.tags[tag] ?? '';
      counts[key] = (counts[key] ?? 0) + sample.value;
    }
    return counts;
  }

  /** k6's summary data, thresholds evaluated. */
  summary(thresholds: Record<string, Array<string | { threshold: string }>>, durationMs: number) {
    const metrics: Record<
      string,
      {
        type: MetricType;
        contains: string;
        values: Record<string, number>;
        thresholds?: Record<string, { ok: boolean }>;
      }
    > = {};
    for (const [name, type] of this.types)
      metrics[name] = { type, contains: 'default', values: valuesOf(type, this.samples.get(name)!) };
    for (const [key, list] of Object.entries(thresholds)) {
      const { metric, tags } = parseMetricKey(key);
      const type = this.types.get(metric);
      if (!type) continue;
      const picked = this.samples.get(metric)!.filter((s) => Object.entries(tags).every(([k, v]) => s.tags[k] === v));
      const entry = (metrics[key] ??= { type, contains: 'default', values: valuesOf(type, picked) });
      entry.thresholds = Object.fromEntries(
        list.map((t) => {
          const expression = typeof t === 'string' ? t : t.threshold;
          return [expression, { ok: holds(expression, entry.values) }];
        }),
      );
    }
    return { metrics, state: { testRunDurationMs: durationMs }, root_group: { name: '', checks: [] } };
  }
}

export function parseMetricKey(key: string): { metric: string; tags: Record<string, string> } {
  const match = /^([\w.]+)(?:\{(.*)\})?$/.exec(key);
  if (!match) throw new Error(`not a metric name: ${key}`);
  const tags: Record<string, string> = {};
  for (const pair of (match[2] ?? '').split(',').filter(Boolean)) {
    const at = pair.indexOf(':');
    tags[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return { metric: match[1]!, tags };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (rank - low);
}

function valuesOf(type: MetricType, samples: Sample[]): Record<string, number> {
  const values = samples.map((s) => s.value);
  switch (type) {
    case 'counter':
      return { count: values.reduce((a, b) => a + b, 0), rate: 0 };
    case 'rate': {
      const passes = values.filter(Boolean).length;
      return { rate: values.length ? passes / values.length : 0, passes, fails: values.length - passes };
    }
    case 'gauge':
      return { value: values.at(-1) ?? 0, min: Math.min(...values, 0), max: Math.max(...values, 0) };
    default: {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        count: sorted.length,
        avg: sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : 0,
        min: sorted[0] ?? 0,
        med: percentile(sorted, 50),
        max: sorted.at(-1) ?? 0,
        'p(90)': percentile(sorted, 90),
        'p(95)': percentile(sorted, 95),
        'p(99)': percentile(sorted, 99),
      };
    }
  }
}

/** A threshold expression (`p(95)<500`, `rate>0.99`, `count<1`) against a metric's values. */
export function holds(expression: string, values: Record<string, number>): boolean {
  const match = /^\s*([\w()]+)\s*(<=|>=|<|>|==|!=)\s*([\d.]+)\s*$/.exec(expression);
  if (!match) throw new Error(`threshold expression not understood: ${expression}`);
  const [, stat, op, bound] = match;
  const value = values[stat!];
  if (value === undefined) throw new Error(`threshold ${expression} names ${stat}, which this metric has not`);
  const b = Number(bound);
  return { '<': value < b, '<=': value <= b, '>': value > b, '>=': value >= b, '==': value === b, '!=': value !== b }[
    op!
  ]!;
}
