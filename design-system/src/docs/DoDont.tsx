import { useRef, type ComponentProps } from 'react';
import { Canvas } from '@storybook/addon-docs/blocks';
import { useTheme } from 'storybook/theming';
import { useFittedFrames } from './fittedFrames';

/** A story export of the page's stories file (`ButtonStories.DoOnePrimary`). */
type StoryExport = NonNullable<ComponentProps<typeof Canvas>['of']>;

/** Caption colours that keep 4.5:1 on the docs page's light and dark backgrounds. */
const kindColour = {
  do: { light: '#1F7A4D', dark: '#6FD69A' },
  dont: { light: '#B42318', dark: '#F5958C' },
} as const;

/** Storybook's canvas chrome (margin, shadow, border) inside a figure that is already the frame. */
const canvasInFigure = `
figure[data-example] > .sbdocs-preview { margin: 0; border: 0; border-radius: 0; box-shadow: none; }
`;

function Example({ kind, caption, of }: { kind: 'do' | 'dont'; caption: string; of: StoryExport }) {
  const theme = useTheme();
  const colour = kindColour[kind][theme.base === 'dark' ? 'dark' : 'light'];
  return (
    <figure
      data-example={kind}
      style={{
        margin: 0,
        border: `1px solid ${colour}`,
        borderTopWidth: 4,
        borderRadius: 8,
        minWidth: 0,
        overflow: 'hidden',
        background: theme.background.content,
      }}
    >
      <Canvas of={of} sourceState="none" />
      <figcaption
        style={{
          padding: '8px 16px',
          borderTop: `1px solid ${theme.appBorderColor}`,
          fontSize: 14,
          color: theme.color.defaultText,
        }}
      >
        <strong style={{ color: colour }}>{kind === 'do' ? 'Do' : "Don't"}</strong> {caption}
      </figcaption>
    </figure>
  );
}

/**
 * A do/don't pair, side by side (stacked in narrow columns). Each example is a story of the page's
 * stories file shown in its own frame, so it follows the toolbar's language, form factor and colours
 * and no docs-page style reaches it; this block only frames the two with a caption and a colour.
 */
export function DoDont({
  doCaption,
  dontCaption,
  doOf,
  dontOf,
}: {
  /** What the good example shows, one sentence. */
  doCaption: string;
  /** What goes wrong in the bad example, one sentence. */
  dontCaption: string;
  /** The good example's story. */
  doOf: StoryExport;
  /** The bad example's story. */
  dontOf: StoryExport;
}) {
  const box = useRef<HTMLDivElement>(null);
  useFittedFrames(box);
  return (
    <div
      ref={box}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
        gap: 16,
        margin: '16px 0',
      }}
    >
      <style>{canvasInFigure}</style>
      <Example kind="do" caption={doCaption} of={doOf} />
      <Example kind="dont" caption={dontCaption} of={dontOf} />
    </div>
  );
}
