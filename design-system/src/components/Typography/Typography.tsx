import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { HeadingRoot, LinkRoot, TextRoot, type HeadingSize, type TextSize, type TextTone } from './Typography.styles';

export type HeadingProps = ComponentPropsWithoutRef<'h1'> & {
  /** The heading level in the page outline: 1 (the screen's title), 2 or 3. */
  level?: 1 | 2 | 3;
  /** `heading` (the screen's title, display font) or `title` (a section); by default heading for level 1. */
  size?: HeadingSize;
  /** Another element for the same look: a fieldset's `legend`, or an `h2`–`h4` styled as its level says. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'legend';
};

/** A heading in the theme's type scale: level for the outline, size for the look. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 1, size, as, ...rest },
  ref,
) {
  return <HeadingRoot ref={ref} as={as ?? `h${level}`} $size={size ?? (level === 1 ? 'heading' : 'title')} {...rest} />;
});

export type TextProps = ComponentPropsWithoutRef<'p'> & {
  /** Colour role: secondary (default) for running text, primary for emphasis, muted for hints. */
  tone?: TextTone;
  /** `body` (default) or `caption` for small print. */
  size?: TextSize;
};

/** A paragraph of running text. */
export const Text = forwardRef<HTMLParagraphElement, TextProps>(function Text(
  { tone = 'secondary', size = 'body', ...rest },
  ref,
) {
  return <TextRoot ref={ref} $tone={tone} $size={size} {...rest} />;
});

export type TextLinkProps = ComponentPropsWithoutRef<'a'>;

/**
 * An inline link in the brand colour, underlined on hover and keyboard focus only. The app gives it
 * the address (`href`) and, for its own screens, a click handler that navigates without a reload.
 */
export const TextLink = LinkRoot;
