/**
 * Page structure of the desktop screens: columns, cards, forms, rows and lists on the theme tokens.
 * Text styles (Heading, Text, TextLink) and every control come from the design system.
 */
import styled from 'styled-components';
import { forwardRef } from 'react';
import { Heading, Stack, type HeadingProps, type StackProps } from '../app/ui';

export { Content, FormColumn, Card } from './pageColumn';

/** Main column and a side column. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

/** A form's fields, one under another (`as="div"` for fields that are part of another form). */
export const Form = ({ as = 'form', ...props }: StackProps) => <Stack as={as} {...props} />;

/** Items side by side, wrapping when the column is narrow. */
export const Row = (props: StackProps) => <Stack direction="row" align="center" gap="sm" wrap {...props} />;

/** A row with its first and last items at the ends. */
export const Spread = (props: StackProps) => <Row justify="between" {...props} />;

export { Heading, Text as Paragraph } from '../app/ui';
export { TextLink } from '../app/links';

/** A section's title: a level-2 heading in the title size. */
export function Subheading(props: Omit<HeadingProps, 'level'>) {
  return <Heading level={2} {...props} />;
}

/** A list without bullets, its items a small gap apart. */
export const List = forwardRef<HTMLUListElement, Omit<StackProps, 'as'>>(function List(props, ref) {
  return <Stack ref={ref} as="ul" gap="sm" {...props} />;
});
