// The pieces every dashboard panel is made of (deploy/metrics/dashboards.mjs): the namespace selector,
// rates over Grafana's interval, quantiles of histograms, a timeseries panel and its targets.
export const NS = 'namespace=~"$namespace"';
export const RATE = '[$__rate_interval]';

export const rate = (metric, selector, by) => `sum by (${by}) (rate(${metric}{${selector}}${RATE}))`;
export const p = (q, metric, selector, by = '') =>
  `histogram_quantile(${q}, sum by (${[by, 'le'].filter(Boolean).join(', ')}) (rate(${metric}_bucket{${selector}}${RATE})))`;

export function panel(title, unit, targets, description = '') {
  return { type: 'timeseries', title, description, unit, targets: Array.isArray(targets) ? targets : [targets] };
}
export const target = (expr, legend) => ({ expr, legend });
