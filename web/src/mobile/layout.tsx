/**
 * Page structure of the mobile screens: the page, its stacks and rows. Text styles (Heading, Text,
 * TextLink) and every control come from the design system; this file keeps the names the screens use.
 * The screen header bound to the router is RoutedScreenHeader.tsx.
 */
import { forwardRef } from 'react';
import styled from 'styled-components';
import { Stack as FlexStack, type StackGap, type StackProps } from '../app/ui';

export const Page = styled.main<{ $withTabBar?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100dvh;
  max-width: 600px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.gutter};
  padding-bottom: ${({ $withTabBar, theme }) => ($withTabBar ? `calc(${theme.space.xxxl} + ${theme.space.xxl})` : theme.space.gutter)};
  background: ${({ theme }) => theme.color.background.canvas};
`;

/** A column (or, as a `ul`, a list) with a gap from the spacing scale. */
export const Stack = forwardRef<HTMLElement, Omit<StackProps, 'gap'> & { $gap?: StackGap }>(function Stack(
  { $gap, ...rest },
  ref,
) {
  return <FlexStack ref={ref} gap={$gap} {...rest} />;
});

/** A form's fields, one under another. */
export const FormStack = (props: Omit<StackProps, 'as'>) => <FlexStack as="form" {...props} />;

/** Items in a row, pushed to both ends, wrapping on a narrow screen. */
export const Row = (props: StackProps) => (
  <FlexStack direction="row" align="center" justify="between" gap="sm" wrap {...props} />
);

export { Heading, Text as Paragraph } from '../app/ui';
export { TextLink } from '../app/links';
