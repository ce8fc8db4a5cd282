/**
 * The desktop page's column and its cards: all that the sign-in screen takes from the layout, in a
 * module of their own so that its first load carries none of the rest (layout.tsx re-exports them).
 */
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

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;
