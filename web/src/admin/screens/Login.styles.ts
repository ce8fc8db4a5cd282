import styled from 'styled-components';

export const Centered = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.background.canvas};
`;

export const Card = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: min(24rem, 90vw);
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.dialog};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.card};
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.text.heading.size};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.danger};
`;
