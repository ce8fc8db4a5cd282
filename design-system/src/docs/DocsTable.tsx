import type { ReactNode } from 'react';

const cell = {
  padding: '6px 12px',
  borderBottom: '1px solid #E5E0DA',
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

/** A docs table with a header row and text rows whose cells are computed (Markdown tables are for fixed text). */
export function DocsTable({ head, rows }: { head: ReactNode[]; rows: ReactNode[][] }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14, margin: '16px 0' }}>
      <thead>
        <tr>
          {head.map((title, index) => (
            <th key={index} scope="col" style={{ ...cell, fontWeight: 700 }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((value, column) => (
              <td key={column} style={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
