/**
 * Page structure of the desktop screens: layout only (columns, cards, headings) on the theme tokens.
 * Every control on the pages comes from the design system.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const Content = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

/** A narrow centred column for the public forms. */
export const FormColumn = styled(Content)`
  max-width: 480px;
`;

/** Main column and a side column. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

export const Spread = styled(Row)`
  justify-content: space-between;
`;

export const Heading = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.text.heading.size};
  line-height: ${({ theme }) => theme.text.heading.lineHeight};
  font-weight: ${({ theme }) => theme.text.heading.weight};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Subheading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.text.title.size};
  font-weight: ${({ theme }) => theme.text.title.weight};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Paragraph = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.color.text.brand};
  font-weight: ${({ theme }) => theme.text.label.weight};
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
