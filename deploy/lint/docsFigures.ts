/**
 * The docs' measured figures have one source: the results files under docs/figures/, which
 * deploy/figures/render.js renders into the regions between `<!-- figures:<kind> -->` and
 * `<!-- /figures:<kind> -->`. A region that differs from what the renderer makes now was edited by
 * hand (or its file changed without `make figures`); a table of figures outside a region, on any page
 * that may hold figures, has no results file at all. A table of numbers that are not measurements
 * (settings and their defaults, statuses, limits, a plan's arithmetic) says so on the line before it:
 * `<!-- not measured: <what it is> -->`.
 */
import { stalePages } from '../figures/render.js';

/** A page in this check: its path from the repository root and its text. */
interface Page {
  path: string;
  text: string;
}

/** Pages whose figure regions differ from their results files. */
export function staleFigures(root: string): string[] {
  try {
    return stalePages(root).flatMap(({ page, kinds }) =>
      kinds.map(
        (kind) =>
          `${page}: the figures:${kind} region differs from docs/figures/${kind}.json; figures are not edited by hand:` +
          ` record the run there (its bench, or node deploy/figures/results.js), then make figures`,
      ),
    );
  } catch (error) {
    return [(error as Error).message];
  }
}

/** A cell that reads as a measurement: a number with a unit, or a bare number. */
const FIGURE = /(?:^[-+]?\d[\d,.]*%?$|\d[\d,.]*\s*(?:ms|µs|s|KB|MB|B|%|msg\/s|req\/s|min)\b)/;

/** The line before a table that says its numbers are not measurements, and what they are. */
export const NOT_MEASURED = /^<!-- not measured: \S[^>]*-->$/;

/**
 * Table rows of figures outside the regions (a table's first row names its columns and is not read),
 * unless the table is marked as not measured.
 */
export function figuresOutsideRegions(page: Page): string[] {
  const found: string[] = [];
  let region: string | undefined;
  let tableRow = 0;
  let notMeasured = false;
  let before = '';
  page.text.split('\n').forEach((line, index) => {
    const opening = /<!-- figures:([a-z0-9-]+)/.exec(line);
    if (opening) region = opening[1];
    else if (region && line.includes(`<!-- /figures:${region} -->`)) region = undefined;
    tableRow = line.startsWith('|') ? tableRow + 1 : 0;
    if (tableRow === 1) notMeasured = NOT_MEASURED.test(before);
    if (line.trim()) before = line.trim();
    if (region || notMeasured || tableRow < 3) return;
    const cells = line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    if (cells.some((cell) => FIGURE.test(cell)))
      found.push(
        `${page.path}:${index + 1}: a table of figures outside a figures region (docs/figures/*.json);` +
          ' if its numbers are not measurements, say so on the line before it: <!-- not measured: ... -->',
      );
  });
  return found;
}
