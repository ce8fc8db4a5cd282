import styled from 'styled-components';

export const Group = styled.fieldset<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.text.label.weight};
  color: ${({ theme }) => theme.color.text.primary};
`;
