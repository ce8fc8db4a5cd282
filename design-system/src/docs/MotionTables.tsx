import type { CSSProperties } from 'react';
import { fontStacks } from '../tokens/base';
import { layers, motion, spacing } from '../tokens/semantic';

const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: '1px solid #EBE1D9',
  textAlign: 'start',
  fontSize: 13,
};
const mono: CSSProperties = { fontFamily: fontStacks.mono, fontSize: 12 };

function TokenTable({ rows, use }: { rows: Array<[string, string | number]>; use: Record<string, string> }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '16px 0' }}>
      <thead>
        <tr>
          {['Token', 'Value', 'Use'].map((h) => (
            <th key={h} style={{ ...cell, fontWeight: 600 }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...mono }}>{name}</td>
            <td style={{ ...cell, ...mono }}>{value}</td>
            <td style={cell}>{use[name] ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MotionTable() {
  return (
    <TokenTable
      rows={Object.entries(motion).map(([name, value]) => [`motion.${name}`, value])}
      use={{
        'motion.fast': 'Hover and press feedback, focus rings',
        'motion.normal': 'Menus, hover cards, toasts appearing',
        'motion.slow': 'Dialogs and bottom sheets, the chat window expanding',
        'motion.easing': 'Anything that moves on screen',
        'motion.emphasized': 'A playful overshoot: gifts, likes',
        'motion.exit': 'Leaving the screen (closing, dismissing)',
      }}
    />
  );
}

export function LayerTable() {
  return (
    <TokenTable
      rows={Object.entries(layers).map(([name, value]) => [`layers.${name}`, value])}
      use={{
        'layers.base': 'The page',
        'layers.sticky': 'Top menu, bottom tab bar, sticky headers',
        'layers.dropdown': 'Menus, selects, the language switch',
        'layers.floating': 'Hover cards, the desktop chat window',
        'layers.overlay': 'Backdrops, the loading overlay',
        'layers.dialog': 'Dialogs and bottom sheets',
        'layers.toast': 'Toasts, above everything',
      }}
    />
  );
}

export function SemanticSpacingTable() {
  return (
    <TokenTable
      rows={Object.entries(spacing).map(([name, value]) => [`spacing.${name}`, value])}
      use={{
        'spacing.hairline': 'Between a badge and its icon',
        'spacing.xxs': 'Icon to label inside a control',
        'spacing.xs': 'Between lines of a list item',
        'spacing.sm': 'Between related controls (buttons in a row)',
        'spacing.md': 'Inside cards and bubbles',
        'spacing.lg': 'Between cards; the page gutter',
        'spacing.xl': 'Between sections of a page',
        'spacing.xxl': 'Around empty states',
        'spacing.xxxl': 'Hero areas (profile header)',
        'spacing.gutter': 'Page padding from the viewport edge',
      }}
    />
  );
}
