import styled from 'styled-components';

export const FactsList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
`;

export const Term = styled.dt`
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Fact = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
