import type { CSSProperties, ReactNode } from 'react';
import { palette, space, radius, shadow, fontStacks } from '../tokens/base';
import { color } from '../tokens/semantic';
import { desktop, mobile } from '../tokens/themes';
import { contrastPairs, contrastRatio, darkContrastPairs } from '../tokens/contrast';
import { darkColor } from '../tokens/dark';

const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: '1px solid #EBE1D9',
  textAlign: 'start',
  verticalAlign: 'middle',
  fontSize: 13,
};
const mono: CSSProperties = { fontFamily: fontStacks.mono, fontSize: 12 };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '16px 0' }}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} style={{ ...cell, fontWeight: 600 }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The base palette: every step of every hue. */
export function PaletteTable() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {Object.entries(palette)
        .filter(([, v]) => typeof v === 'object')
        .map(([hue, steps]) => (
          <div key={hue}>
            <strong style={{ textTransform: 'capitalize' }}>{hue}</strong>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
              {Object.entries(steps as Record<string, string>).map(([step, hex]) => (
                <div key={step} style={{ width: 88 }}>
                  <div
                    style={{ height: 48, borderRadius: 12, background: hex, border: '1px solid rgba(0,0,0,0.08)' }}
                  />
                  <div style={mono}>
                    {hue}.{step}
                  </div>
                  <div style={{ ...mono, color: '#6E6058' }}>{hex}</div>
                </div>
              ))}
            </div>
          </div>
        ))}
    </div>
  );
}

function flatten(prefix: string, value: unknown, out: Array<[string, string]>) {
  if (typeof value === 'string') out.push([prefix, value]);
  else if (value && typeof value === 'object')
    Object.entries(value).forEach(([k, v]) => flatten(prefix ? `${prefix}.${k}` : k, v, out));
}

function Swatch({ value }: { value: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <div
        style={{
          flex: 'none',
          width: 40,
          height: 24,
          borderRadius: 8,
          background: value,
          border: '1px solid rgba(128,128,128,0.3)',
        }}
      />
      <span style={mono}>{value.length > 28 ? 'gradient' : value}</span>
    </div>
  );
}

/** Semantic colour roles, the names components use, in the light and the dark scheme. */
export function SemanticColorTable() {
  const rows: Array<[string, string]> = [];
  const dark: Array<[string, string]> = [];
  flatten('color', color, rows);
  flatten('color', darkColor, dark);
  const darkValue = new Map(dark);
  return (
    <Table head={['Token', 'Light', 'Dark']}>
      {rows.map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>{name}</td>
          <td style={cell}>
            <Swatch value={value} />
          </td>
          <td style={cell}>
            <Swatch value={darkValue.get(name) ?? ''} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Every text/background pairing with its WCAG contrast ratio; the token test enforces these. */
export function ContrastTable({ scheme = 'light' }: { scheme?: 'light' | 'dark' }) {
  return (
    <Table head={['Pairing', 'Sample', 'Ratio', 'Needs']}>
      {(scheme === 'dark' ? darkContrastPairs : contrastPairs).map((pair) => {
        const ratio = contrastRatio(pair.foreground, pair.background);
        return (
          <tr key={pair.name}>
            <td style={cell}>{pair.name}</td>
            <td style={cell}>
              <span
                style={{
                  padding: '4px 10px',
                  borderRadius: 8,
                  background: pair.background,
                  color: pair.foreground,
                  fontWeight: 600,
                }}
              >
                Kindred 緣分 缘分
              </span>
            </td>
            <td style={{ ...cell, ...mono }}>{ratio.toFixed(2)}:1</td>
            <td style={{ ...cell, ...mono }}>
              {pair.minimum}:1 {ratio >= pair.minimum ? '✓' : '✗'}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** Text styles in both themes, with Latin, Traditional and Simplified samples. */
export function TypeScale() {
  return (
    <Table head={['Style', 'Mobile', 'Desktop', 'Sample']}>
      {Object.keys(desktop.text).map((name) => {
        const key = name as keyof typeof desktop.text;
        const d = desktop.text[key];
        const m = mobile.text[key];
        return (
          <tr key={name}>
            <td style={{ ...cell, ...mono }}>{name}</td>
            <td style={{ ...cell, ...mono }}>
              {m.size} / {m.lineHeight} / {m.weight}
            </td>
            <td style={{ ...cell, ...mono }}>
              {d.size} / {d.lineHeight} / {d.weight}
            </td>
            <td
              style={{
                ...cell,
                fontFamily: fontStacks.traditional,
                fontSize: d.size,
                lineHeight: d.lineHeight,
                fontWeight: d.weight,
              }}
            >
              Meet someone kind · 遇見溫柔的人 ·{' '}
              <span lang="zh-Hans" style={{ fontFamily: fontStacks.simplified }}>
                遇见温柔的人
              </span>
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The font stacks: system fonts only, Traditional and Simplified orderings. */
export function FontStacks() {
  return (
    <Table head={['Stack', 'Families']}>
      {Object.entries(fontStacks).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>{name}</td>
          <td style={{ ...cell, ...mono, whiteSpace: 'normal' }}>{value}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The 4 px spacing scale, radii and elevation. */
export function SpacingScale() {
  return (
    <>
      <Table head={['Token', 'Value', '']}>
        {Object.entries(space).map(([step, value]) => (
          <tr key={step}>
            <td style={{ ...cell, ...mono }}>space.{step}</td>
            <td style={{ ...cell, ...mono }}>{value}</td>
            <td style={cell}>
              <div style={{ width: value, height: 16, borderRadius: 4, background: palette.rose[500] }} />
            </td>
          </tr>
        ))}
      </Table>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        {Object.entries(radius).map(([step, value]) => (
          <div key={step} style={{ textAlign: 'center' }}>
            <div
              style={{
                width: 72,
                height: 72,
                borderRadius: value,
                background: palette.rose[100],
                border: `2px solid ${palette.rose[500]}`,
              }}
            />
            <div style={mono}>radius.{step}</div>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, marginTop: 24 }}>
        {Object.entries(shadow).map(([step, value]) => (
          <div
            key={step}
            style={{
              width: 120,
              height: 72,
              borderRadius: 16,
              background: '#fff',
              boxShadow: value,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              ...mono,
            }}
          >
            shadow.{step}
          </div>
        ))}
      </div>
    </>
  );
}
