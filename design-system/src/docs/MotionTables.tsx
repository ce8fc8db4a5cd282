import type { CSSProperties } from 'react';
import { fontStacks } from '../tokens/base';
import { breakpoint } from '../tokens/base';
import { layers, media, motion, spacing, type BreakpointName } from '../tokens/semantic';

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
        'spacing.none': 'Flush: items that touch (a photo grid without gaps)',
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

const breakpointUse: Record<BreakpointName, string> = {
  phoneSmall: 'The narrowest phone the mobile layout must hold: nothing may overflow here',
  phone: "The mobile layout's design width (the mobile theme's story frame)",
  tablet: 'Two-column lists and wider dialogs in the mobile layout',
  desktop: 'The desktop layout (/w): top menu, hover cards, the docked chat window',
  wide: 'Content stops growing at layout.contentMaxWidth (1200 px) and centres',
};

/** Breakpoints with their media query and what changes there. */
export function BreakpointTable() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '16px 0' }}>
      <thead>
        <tr>
          {['Token', 'From', 'Media query', 'What changes'].map((h) => (
            <th key={h} style={{ ...cell, fontWeight: 600 }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {(Object.keys(breakpoint) as BreakpointName[]).map((name) => (
          <tr key={name}>
            <td style={{ ...cell, ...mono }}>breakpoint.{name}</td>
            <td style={{ ...cell, ...mono }}>{breakpoint[name]} px</td>
            <td style={{ ...cell, ...mono }}>{media[name]}</td>
            <td style={cell}>{breakpointUse[name]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
