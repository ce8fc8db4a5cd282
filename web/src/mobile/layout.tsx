/**
 * Page structure of the mobile screens: the page, its stacks and rows. Text styles (Heading, Text,
 * TextLink), the screen header and every control come from the design system; this file binds them
 * to the router and keeps the names the screens use.
 */
import { forwardRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ScreenHeader as ScreenBar, Stack as FlexStack, type StackGap, type StackProps } from '../app/ui';

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

/**
 * The design system's ScreenHeader bound to the router: back goes to a path, or -1 for the previous
 * screen. It draws nothing of its own.
 */
export function RoutedScreenHeader({
  title,
  back,
  actions,
}: {
  title: ReactNode;
  back?: string | -1;
  /** Buttons at the end of the bar (IconButtons). */
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <ScreenBar
      title={title}
      onBack={back === undefined ? undefined : () => (back === -1 ? navigate(-1) : navigate(back))}
      actions={actions}
    />
  );
}
