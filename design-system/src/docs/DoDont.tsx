import type { ReactNode } from 'react';
import { KindredProvider } from '../provider/KindredProvider';

interface ExampleProps {
  /** What the example shows, one sentence. */
  caption: string;
  children: ReactNode;
}

function Example({ kind, caption, children }: ExampleProps & { kind: 'do' | 'dont' }) {
  const colour = kind === 'do' ? '#1F7A4D' : '#B42318';
  return (
    <figure style={{ margin: 0, border: `1px solid ${colour}`, borderTopWidth: 4, borderRadius: 8, minWidth: 0 }}>
      <div style={{ padding: 16, display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>{children}</div>
      <figcaption style={{ padding: '8px 16px', borderTop: '1px solid #E5E0DA', fontSize: 14 }}>
        <strong style={{ color: colour }}>{kind === 'do' ? 'Do' : "Don't"}</strong> {caption}
      </figcaption>
    </figure>
  );
}

/** A do/don't pair with live examples, side by side (stacked in narrow columns). */
export function DoDont({
  doCaption,
  dontCaption,
  doExample,
  dontExample,
}: {
  doCaption: string;
  dontCaption: string;
  doExample: ReactNode;
  dontExample: ReactNode;
}) {
  return (
    <KindredProvider locale="zhtw" theme="mobile">
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
          gap: 16,
          margin: '16px 0',
        }}
      >
        <Example kind="do" caption={doCaption}>
          {doExample}
        </Example>
        <Example kind="dont" caption={dontCaption}>
          {dontExample}
        </Example>
      </div>
    </KindredProvider>
  );
}
