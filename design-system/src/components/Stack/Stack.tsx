import { forwardRef, type ComponentPropsWithoutRef, type Ref } from 'react';
import { StackRoot, type StackGap } from './Stack.styles';

export type StackProps = ComponentPropsWithoutRef<'div'> & {
  /** The element: a `ul` or `ol` for a list (its bullets and indent removed), a `form` for its fields, a landmark or sectioning element, or a `div`. */
  as?: 'div' | 'ul' | 'ol' | 'section' | 'article' | 'nav' | 'form';
  /** For `as="form"`: the app validates the fields itself. */
  noValidate?: boolean;
  /** column (default) or row. */
  direction?: 'column' | 'row';
  /** Space between the items, from the spacing scale; md by default. */
  gap?: StackGap;
  /** Cross-axis alignment of the items. */
  align?: 'start' | 'center' | 'end' | 'stretch';
  /** Main-axis distribution: `between` pushes the first and last items to the ends. */
  justify?: 'start' | 'between' | 'end';
  /** Items wrap onto more lines (rows of buttons). */
  wrap?: boolean;
};

/** Lays out its children in a column or a row with a gap from the spacing scale: the screens' lists and rows. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { as = 'div', direction = 'column', gap = 'md', align, justify, wrap = false, ...rest },
  ref,
) {
  return (
    <StackRoot
      // The element is chosen by `as`: the ref holds whichever it is (a ul's ref for a list).
      ref={ref as Ref<HTMLDivElement>}
      as={as}
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      {...rest}
    />
  );
});
