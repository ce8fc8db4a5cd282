/** Types of render.js (CommonJS). */
import type { Cell, Column, Results, Run } from './results.js';

export function whenOf(run: Run): string;
export function formatCell(value: Cell, column: { digits?: number }): string;
export function tableOf(columns: Column[], rows: Cell[][]): string;
export function renderRegion(results: Results, options: Record<string, string>, source: string): string;
export function renderPage(pagePath: string, text: string, read?: (kind: string) => Results): string;
export function figurePages(root?: string): string[];
export function stalePages(root?: string): { page: string; kinds: string[]; rendered: string }[];
