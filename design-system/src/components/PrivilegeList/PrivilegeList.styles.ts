import styled from 'styled-components';

export const Privileges = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.secondary};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  svg {
    flex: none;
    width: 1em;
    height: 1em;
    color: ${({ theme }) => theme.color.text.brand};
  }
`;
