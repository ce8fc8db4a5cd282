import type { ReactNode } from 'react';

interface VariantGridProps<Row extends string, Column extends string> {
  /** Row labels, e.g. variant · state. */
  rows: readonly Row[];
  /** Column labels, e.g. sizes or themes. */
  columns: readonly Column[];
  /** The component for one cell. */
  render: (row: Row, column: Column) => ReactNode;
  /** What the grid shows, for screen readers. */
  caption: string;
}

/** Parameters of an all-variants story: the grid is wider than the 414 px mobile frame, so it gets the whole canvas, and its cells are fixed (no controls). */
export const allVariantsParameters = { layout: 'fullscreen', controls: { disable: true } };

/** The all-variants grid of a story: one labelled cell per row × column combination. */
export function VariantGrid<Row extends string, Column extends string>({
  rows,
  columns,
  render,
  caption,
}: VariantGridProps<Row, Column>) {
  // A grid wider than its canvas (a phone's) scrolls sideways instead of running past it.
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'separate', borderSpacing: 8 }}>
        <caption style={{ textAlign: 'start', fontSize: 12, opacity: 0.8 }}>{caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column} scope="col" style={{ textAlign: 'start', fontWeight: 400, fontSize: 12 }}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              <th scope="row" style={{ textAlign: 'start', fontWeight: 400, fontSize: 12 }}>
                {row}
              </th>
              {columns.map((column) => (
                <td key={column} style={{ verticalAlign: 'top' }}>
                  {render(row, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
