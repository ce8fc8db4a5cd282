/**
 * Spacing between the parts of a console screen. Titles and text are the design system's own
 * (ScreenHeader, Heading, Text); this file only places them, since the console's main column has no gap.
 */
import styled from 'styled-components';
import { Heading, ScreenHeader, Text } from './ui';

/** The screen's title row (its level-1 heading and the screen's own buttons), as on /w. */
export const ScreenTitle = styled(ScreenHeader).attrs({ size: 'heading' as const })`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** A section's title: a level-2 heading. */
export const SubHeading = styled(Heading).attrs({ level: 2 as const })`
  margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.md};
`;

/** Filters and bulk actions above a table. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
`;

/** A hint or a count beside a table (never an error: ErrorText). */
export const Muted = styled(Text).attrs({ tone: 'muted' as const })``;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
