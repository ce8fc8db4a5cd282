/** Types of results.js (CommonJS, run by node from the benches and by jest). */
export type Cell = string | number | null;
export type Column = string | { name: string; align?: 'right'; digits?: number };

export interface Run {
  setting?: string;
  /** `2026-11-29` or `2026-11-29T09:17Z`; a run without one is named by its label. */
  date?: string;
  label?: string;
  machine?: { load?: number | string; cpus?: number; name?: string };
  command?: string;
  note?: string;
  /** One line standing for the run once it is history. */
  summary?: string;
  columns: Column[];
  rows: Cell[][];
}

export interface Results {
  kind: string;
  runs: Run[];
}

export const HISTORY: number;
export const ROOT: string;
export function resultsPath(kind: string, root?: string): string;
export function readResults(kind: string, root?: string): Results;
export function thisMachine(): { load: number; cpus: number };
export function addRun(results: Results, run: Run, history?: number): Results;
export function formatResults(results: Results): string;
export function writeResults(kind: string, run: Run, options?: { root?: string; history?: number }): string;
