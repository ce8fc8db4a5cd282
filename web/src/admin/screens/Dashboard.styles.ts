import styled from 'styled-components';

export const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};

  a {
    color: inherit;
    text-decoration: none;
  }
`;

export const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.text.display.size};
  font-weight: ${({ theme }) => theme.text.display.weight};
  color: ${({ theme }) => theme.color.text.brand};
`;
