/** Layout of a row of package cards (recharge and upgrade screens): a two-column radio group. */
import styled from 'styled-components';

export const Packages = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
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
